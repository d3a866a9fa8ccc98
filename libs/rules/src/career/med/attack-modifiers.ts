import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { MedRange, MedTorpedo } from '../../campaigns/beneath-the-med';
import type { B1ModifierId, MedTorpedoAttackChart } from '../../campaigns/beneath-the-med/combat';
import type { MedCareer } from '../model/med';
import type { AppliedModifier } from '../model/rolls';
import type { TargetShip } from '../model/state';
import { commandModifiers } from './escorts';

interface Shot {
  readonly career: MedCareer;
  readonly target: TargetShip;
  readonly salvo: 1 | 2;
  readonly pack: MedChartPack;
  /** Null: a deck-gun shell (7.2.3.2). */
  readonly torpedo: MedTorpedo | null;
  readonly range: MedRange;
}

/** 4.5: a G7e is slower, a little less likely to hit at long and extreme range (designed D95). */
const G7E_SLOWER_AT: readonly MedRange[] = ['long', 'extreme'];

const SMALL_WARSHIPS: ReadonlySet<string> = new Set(['FF', 'DE', 'DD']);

/** 7.1.5: a warship's class on [T5] (its row by name); FF, DE and DD are small, fast and manoeuvrable. */
function warshipModifier(shot: Shot): B1ModifierId | null {
  if (shot.target.type !== 'escort' && shot.target.type !== 'submarine') return null;
  const row = medChart(shot.pack, 'T5').rows.find((r) => r.name === shot.target.name);
  const generic = !row && shot.target.type === 'escort'; // 7.2.4: the generic escort, +2 as FF, DE and DD
  if (!generic && (!row || !SMALL_WARSHIPS.has(row.warshipClass))) return 'warship'; // a sloop, corvette or submarine: +1 only
  return shot.target.damage > 0 ? 'smallWarshipDamaged' : 'smallWarship';
}

/** 7.8.9: a Gold Medal holder has the Silver Medal's benefits. */
const silverOrGold = (career: MedCareer): boolean =>
  (career.awards.silverMedal ?? 0) + (career.awards.goldMedal ?? 0) > 0;

/**
 * The [B1] modifiers of one torpedo (4.5, 7.1.5, 7.2.3.1, 7.5.6, 7.7.2), as the pack prints them: the Secondo or the Ufficiale
 * alle Armi in command of a wounded Comandante's boat.
 */
export function b1Modifiers(b1: MedTorpedoAttackChart, shot: Shot): AppliedModifier[] {
  const applies: Partial<Record<B1ModifierId, boolean>> = {
    [warshipModifier(shot) ?? 'warship']: warshipModifier(shot) !== null,
    fastCapitalShip: shot.target.type === 'capitalShip' && shot.target.fast,
    secondSalvo: shot.salvo === 2 && !silverOrGold(shot.career), // 7.8.9: a Silver or Gold Medal waives it
    noviceCrew: shot.career.crewQuality === 'novice',
    g7eLongRange: shot.torpedo === 'G7e' && G7E_SLOWER_AT.includes(shot.range),
    ...commandModifiers(shot.career), // 7.5.6
  };
  return b1.modifiers
    .filter((m) => applies[m.id] === true)
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '7.2.3' }));
}
