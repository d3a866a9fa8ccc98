import { levelOf, type VictoryBands } from '../common/victory-levels';
import type { CareerSummary, VictoryLevel } from '../model/service';
import type { CareerState, Step } from '../model/state';
import type { CareerEndReason } from '../model/career-end';
import type { CareerEnded } from '../model/events';

// 5.2: the victory level from the career's tonnage (5.2.1: with a tanker's theoretical tonnage, 11.4.10.5),
// posthumously too (5.2.3).

/** 5.2.2: the lowest tonnage of each level (000 L642-666; 002 L564-576 agree); Q-52 for the combined bands. */
const FROM_TONS: Readonly<Record<'hunted' | 'combined', VictoryBands>> = {
  hunted: {
    defeat: 0,
    draw: 10_000,
    marginalVictory: 20_000,
    substantialVictory: 50_000,
    decisiveVictory: 100_000,
  },
  // A career carried over from The Hunters (15): the bands in brackets.
  combined: {
    defeat: 0,
    draw: 50_000,
    marginalVictory: 100_000,
    substantialVictory: 150_000,
    decisiveVictory: 200_000,
  },
};

/** 5.2.2: the level for a career's tonnage; a U-boat captured after a failed scuttle is a Defeat whatever it sank. */
export const victoryLevel = (tonnage: number, uboatCaptured: boolean, combined = false): VictoryLevel =>
  levelOf(tonnage, uboatCaptured, FROM_TONS[combined ? 'combined' : 'hunted']);

/** The career in brief (5.1.4). */
export function careerSummary(state: CareerState): CareerSummary | null {
  const career = state.career;
  if (!career) return null;
  return {
    uboatType: career.uboatType,
    rank: career.rank,
    month: career.date,
    knightsCross: career.decorations.knightsCross,
    decorations: career.decorations,
    successfulPatrols: career.service.successfulPatrols,
    theoreticalTonnage: state.theoreticalTonnage,
  };
}

/** 5.1, 5.2: the career's end and what it achieved (5.2.3: posthumously too). */
export function careerEnded(
  state: CareerState,
  reason: CareerEndReason,
  rule: string,
  detail: string,
): CareerEnded {
  const captured = state.career?.boatCaptured === true; // 10.10.2: an automatic Defeat
  const combined = (state.career?.options.combinedWithTheHunters ?? false) !== false; // 15, 5.2.2 brackets
  const data = {
    reason,
    rule,
    detail,
    tonnage: state.tonnage,
    patrolsCompleted: state.patrolsCompleted,
    victoryLevel: victoryLevel(state.tonnage, captured, combined),
    summary: careerSummary(state),
  };
  return { type: 'CareerEnded', data };
}

/** Automatic: the 'ending' step records the end. */
export function endCareer(state: CareerState): CareerEnded[] {
  const step = state.step as Extract<Step, { kind: 'ending' }>;
  return [careerEnded(state, step.reason, step.rule, step.detail)];
}
