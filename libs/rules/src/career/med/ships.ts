import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { MED_TARGETS, type MedIdentification } from '../../campaigns/beneath-the-med/target-rules';
import type { DiceSource } from '../../dice';
import { RuleNotImplemented } from '../../errors';
import { rollShipSize } from '../common/ships-sighted';
import type { MedEncounter } from '../model/med';

const IDENTIFY: Partial<Record<string, MedIdentification>> = MED_TARGETS.identify;

/** The [A3] results that bring ships to identify (7.1.3-7.1.8). */
export const bringsShips = (d: MedEncounter): boolean => !d.randomEvent && IDENTIFY[d.result] !== undefined;

/**
 * 7.1.3-7.1.8: the ships an [A3] result brings are identified as The Hunted's are (8.3): a freighter's size on 1d6,
 * then the ship on its list; a tanker, a capital ship or a warship straight on [T3], [T4] or [T5]. The lists are
 * printed on the player aids, not in the rule text, and no pack builds them: the list needed stops the command that
 * met the ships with RuleNotImplemented naming it (Q-BTM-TARGETS).
 */
export function identifyMedShips(d: MedEncounter, dice: DiceSource, pack: MedChartPack): never {
  const how = IDENTIFY[d.result] as MedIdentification;
  const list =
    how.by === 'shipSize' ? rollShipSize(dice, MED_TARGETS.shipSize, 'ship size', how.rule).list : how.by;
  medChart(pack, list, how.rule);
  throw new RuleNotImplemented(how.rule, `(Beneath the Med: the ships on [${list}])`);
}
