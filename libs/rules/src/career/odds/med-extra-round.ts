import { BENEATH_THE_MED, medChart, type MedChartPack } from '../../campaigns';
import { gibraltarYear } from '../med/travel';
import { boxToMoveOn, extraRoundsInBox } from '../med/rounds';
import type { MedCareer, MedPatrol } from '../model/med';
import type { CareerState } from '../model/state';
import { exactOdds } from './totals';

/** What an extra combat round's roll on [A3] may bring (7.2.7), its exact chances, and the rounds left in the box. */
export interface MedExtraRoundOdds {
  /** The year's modifier on the 2d6 (each −1 brings the enemy closer). */
  readonly modifier: number;
  readonly chances: { readonly none: number; readonly escort: number; readonly aircraft: number };
  /** 7.2.7: the extra rounds still allowed in this box, this one included. */
  readonly roundsLeft: number;
  /** 7.2.7: the box's rounds fought, the next one first moves the boat one travel box on (Q-BTM-COMBAT-THIRD-ROUND). */
  readonly movesOn: boolean;
}

/** 7.2.7: the odds of an extra round now, for the decision the Med career waits on (`combatRoundOver`). */
export function medExtraRoundOdds(
  state: CareerState,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedExtraRoundOdds {
  const a3 = medChart(pack, 'A3');
  const modifier = gibraltarYear(a3, state.career as unknown as MedCareer).reduce(
    (sum, m) => sum + m.value,
    0,
  );
  const section = a3.sections.gibraltar;
  const odds = section ? exactOdds(section, modifier) : new Map<string, number>();
  const chance = (r: string) => odds.get(r as never) ?? 0;
  const patrol = state.patrol as unknown as MedPatrol;
  const used = extraRoundsInBox(patrol);
  return {
    modifier,
    chances: {
      none: chance('none'),
      escort: chance('escort'),
      aircraft: chance('aircraft') + chance('aircraftAndEscort'), // 7.2.7, Q-BTM-ROUND-AIR: the boat dives either way
    },
    roundsLeft: Math.max(0, BENEATH_THE_MED.follow.moreRoundsPerBox.value - used),
    movesOn: boxToMoveOn(patrol) !== null,
  };
}
