import { BENEATH_THE_MED } from '../../campaigns';
import { MED_PORT } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { levelOf } from '../common/victory-levels';
import type { CareerEnded, CareerEvent } from '../model/events';
import type { MedCareer } from '../model/med';
import type { MedRefit } from '../model/med-port';
import type { MedState, Step } from '../model/state';
import { medDecorations } from './awards';
import { medPromotion } from './promotion';
import { medBoatReturned, medRefitCompleted } from './refit';

type MedEvent = CareerEvent<'beneath-the-med'>;
type Stage = MedRefit['stage'];

// 6.1 step 3: the refit's automatic steps, in the rule's order after the crew's advance (7.7): awards and promotion
// (7.8, 7.9), the boat loaded and the next patrol's month (4.5, 4.6, 5.1.2); then the career's end (5.1, 5.2).

const STAGES: readonly Stage[] = ['awards', 'promotion', 'complete'];

const STEPS: Readonly<Record<Stage, (s: MedState, d: DiceSource, p: MedChartPack) => MedEvent[]>> = {
  awards: (s, _d, p) => medDecorations(s, p),
  promotion: (s, d) => medPromotion(s, d),
  complete: (s, _d, p) => [medRefitCompleted(s, p)],
};

/** Automatic: the next step of the port or the end, or nothing when the player decides next. */
export function medAutomaticStep(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedEvent[] {
  if (state.step.kind === 'ending') return [medCareerEnded(state, state.step)];
  if (state.step.kind !== 'refit') return [];
  const refit = (state.career as MedCareer).refit;
  if (refit === null) return [medBoatReturned(state, dice)];
  for (const stage of STAGES.slice(STAGES.indexOf(refit.stage))) {
    const events = STEPS[stage](state, dice, pack);
    if (events.length > 0) return events;
  }
  return [];
}

/** 5.1.2, 5.2.2: the career is over; its level from the tonnage sunk, in Beneath the Med's bands (004 L1002-1038). */
function medCareerEnded(state: MedState, step: Extract<Step, { kind: 'ending' }>): CareerEnded {
  const data = {
    reason: step.reason,
    rule: step.rule,
    detail: step.detail,
    tonnage: state.tonnage,
    patrolsCompleted: state.patrolsCompleted,
    victoryLevel: levelOf(state.tonnage, step.rule === '5.2.2', MED_PORT.victory.value), // 5.2.2: the boat captured
    summary: null, // CareerSummary is The Hunted's (its ranks and decorations); the Med's record is in the career
  };
  return { type: 'CareerEnded', data };
}
