import type { CareerEnded } from './events';
import type { CareerState, Step } from './state';
import { careerSummary, victoryLevel } from './victory';

/** Why a career ends (5.1): the boat lost, the crew captured, the Kommandant killed, the war over, or the agreed date. */
export type CareerEndReason =
  'sunk' | 'captured' | 'lostAtSea' | 'kommandantKilled' | 'relieved' | 'warOver' | 'endDate';

/** The career is over: the automatic step that follows records it (CareerEnded) and nothing more is decided. */
export const careerOver = (reason: CareerEndReason, rule: string, detail: string): Step => ({
  kind: 'ending',
  reason,
  rule,
  detail,
});

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
