import type { CareerEnded } from './events';
import type { CareerState, Step } from './state';

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

/** 5.1, 5.2: the career's end and what it achieved. */
export function endCareer(state: CareerState): CareerEnded[] {
  const step = state.step as Extract<Step, { kind: 'ending' }>;
  const data = {
    reason: step.reason,
    rule: step.rule,
    detail: step.detail,
    tonnage: state.tonnage,
    patrolsCompleted: state.patrolsCompleted,
  };
  return [{ type: 'CareerEnded', data }];
}
