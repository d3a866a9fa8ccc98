import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { MED_TARGETS, type MedIdentification } from '../../campaigns/beneath-the-med/target-rules';
import { rowFor } from '../../charts';
import type { DiceSource } from '../../dice';
import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import { identifyOn, rollShipSize, type IdentifiedShip } from '../common/ships-sighted';
import { ORIGINAL_TARGETS, type TargetRules } from '../common/targets';
import type { ShipsIdentified } from '../model/events';
import type { MedEncounter } from '../model/med';
import { onChart, roll, type RecordedRoll } from '../model/rolls';

const IDENTIFY: Partial<Record<string, MedIdentification>> = MED_TARGETS.identify;

/** The [A3] results that bring ships to identify (7.1.3-7.1.8). */
export const bringsShips = (d: MedEncounter): boolean => !d.randomEvent && IDENTIFY[d.result] !== undefined;

/**
 * 7.1.3-7.1.5: every capital ship and warship is escorted, as are convoys and Ship(s) + Escort; a Ship sails alone,
 * and so does an enemy submarine (7.2.10, 004 L1803-1805).
 */
const ALONE: ReadonlySet<string> = new Set(['ship', 'tanker']);
const escorted = (result: string, ships: readonly IdentifiedShip[]): boolean =>
  !ALONE.has(result) && ships.some((ship) => ship.type !== 'submarine');

/**
 * 7.1.3-7.1.8: the ships an [A3] result brings, identified as The Hunted's are (8.3, one procedure): each freighter's
 * size on 1d6, then the ship on its list; a tanker, a capital ship or a warship straight on [T3], the bottom of [T4]
 * or [T5]. "Ship(s) + Escort" is one or two ships on [A3]'s roll (Q-BTM-TARGETS). `rules` are the career's 11.1
 * and 11.2 (`targetRules`).
 */
export function identifyMedShips(
  d: Pick<MedEncounter, 'result'>,
  dice: DiceSource,
  pack: MedChartPack,
  rules: TargetRules = ORIGINAL_TARGETS,
): ShipsIdentified {
  const how = IDENTIFY[d.result] as MedIdentification;
  const count =
    how.ships === 'shipsAndEscort' ? shipsWithEscort(pack, dice) : { ships: how.ships, rolls: [] };
  const ships = Array.from({ length: count.ships }, (_, i) =>
    medShip(how, dice, pack, i === 0 ? count.rolls : [], rules),
  );
  return { type: 'ShipsIdentified', data: { escorted: escorted(d.result, ships), ships } };
}

function medShip(
  how: MedIdentification,
  dice: DiceSource,
  pack: MedChartPack,
  before: RecordedRoll[],
  rules: TargetRules,
): IdentifiedShip {
  const size = how.by === 'shipSize' ? rollShipSize(dice, MED_TARGETS.shipSize, 'ship size', how.rule) : null;
  const list = size?.list ?? (how.by as Exclude<MedIdentification['by'], 'shipSize'>);
  const rolls = size ? [...before, size.roll] : before;
  // 11.1, 11.2: the procedures of The Hunted's 14.1 and 14.3 (Q-BTM-OPT-HISTORICAL)
  const points = rules.standardTonnage ? standardSinkPoints : everyRowPrintsItsPoints;
  return identifyOn(medChart(pack, list, how.rule), list, dice, points, rolls, {
    rule: how.rule,
    rules,
    historical: '11.2',
  });
}

/** 7.1.3 (MED_SOURCES D13): how many ships sail with the escort. */
function shipsWithEscort(pack: MedChartPack, dice: DiceSource): { ships: 1 | 2; rolls: RecordedRoll[] } {
  const table = medChart(pack, 'A3').shipsAndEscort;
  const r = roll(dice, table.die, { purpose: 'ships with the escort', rule: '7.1.3' });
  const row = rowFor(table, r.total);
  return { ships: row.result, rolls: [onChart(r, 'A3 ship(s) + escort', String(row.result))] };
}

/** Each row of Beneath the Med's lists prints its sink points (MED_SOURCES D10-D12): no tonnage is read for them. */
export const everyRowPrintsItsPoints = (tonnage: number): never => {
  throw new RangeError(`a Beneath the Med list row of ${tonnage} t prints no sink points`);
};

/** 11.1 (MED_SOURCES D75): the sink points of a standard ship, by the tonnage the rule prints for it. */
export function standardSinkPoints(tonnage: number): number {
  const ship = Object.values(MED_OPTION_RULES.standardTonnage).find((s) => s.tonnage.value === tonnage);
  if (!ship) throw new RangeError(`11.1 prints no standard ship of ${tonnage} t`);
  return ship.sinkPoints.value;
}
