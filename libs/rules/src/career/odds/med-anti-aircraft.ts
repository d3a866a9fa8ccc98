import { BENEATH_THE_MED, medChart, type MedChartPack } from '../../campaigns';
import type { MedAaResult } from '../../campaigns/beneath-the-med/air-events';
import { medAaModifiers } from '../med/anti-aircraft';
import type { MedCareer } from '../model/med';
import type { CareerState } from '../model/state';
import { exactOdds } from './totals';

/** What the AA's one roll on [A2] may do (7.3.3-7.3.4): each result's exact chance with the modifiers that apply. */
export interface MedAaOdds {
  /** The net modifier on the 2d6 (each −1 helps the boat). */
  readonly modifier: number;
  readonly chances: Readonly<Record<MedAaResult, number>>;
  /** 7.3.3: the chance that one attack on [B4] at +2 sinks the boat outright (Q-BTM-AIR-B4). */
  readonly sunkByAnAttack: number;
}

/** 7.3.4: the odds of firing the AA now, for the decision the Med career waits on (`antiAircraft`). */
export function medAntiAircraftOdds(
  state: CareerState,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedAaOdds {
  const modifier = medAaModifiers(state.career as unknown as MedCareer, pack).reduce(
    (sum, m) => sum + m.value,
    0,
  );
  const odds = exactOdds(medChart(pack, 'A2'), modifier);
  const chance = (r: MedAaResult) => odds.get(r) ?? 0;
  return {
    modifier,
    chances: { shotDown: chance('shotDown'), damaged: chance('damaged'), missed: chance('missed') },
    sunkByAnAttack: sunkByAnAttack(pack),
  };
}

/** 7.3.3: one attack on [B4] with its +2, the air attack's only modifier: the chance of a modified 13 or more. */
function sunkByAnAttack(pack: MedChartPack): number {
  const b4 = medChart(pack, 'B4');
  const plus = b4.modifiers.find((m) => m.id === 'aircraftAttack')?.value ?? 0;
  return [...exactOdds(b4, plus)].reduce((sum, [result, p]) => sum + (result.uboatSunk ? p : 0), 0);
}
