import { evolve } from './evolve';
import { harmed } from './patrol/hals-und-beinbruch';
import type { CareerEvent } from './model/events';
import type { DiceRerolled } from './model/events-random';
import { rollsIn } from './model/rolls-in';
import type { CareerState } from './model/state';

// Hals und Beinbruch's re-roll (12.1.3, E-HALS) folds a step's events with the whole of evolve to see whether they
// harm the boat, so it sits beside decide rather than with the token (hals-und-beinbruch.ts).

/**
 * E-HALS: with a token in use, events that harm the boat or its crew (or end the career) are set aside with their
 * rolls recorded, and the same step is rolled again: the first roll that goes against the boat is re-rolled once.
 */
export function rollAgainIfHarmed(
  state: CareerState,
  step: (state: CareerState) => CareerEvent[],
): CareerEvent[] {
  const events = step(state);
  if (!state.career?.randomEvents.rerollReady) return events;
  const discarded = events.flatMap((e) => rollsIn(e.data)).sort((a, b) => a.nonce - b.nonce);
  if (discarded.length === 0 || !harmed(state, events.reduce(evolve, state))) return events;
  const rerolled: DiceRerolled = { type: 'DiceRerolled', data: { rule: '12.1.3', discarded } };
  return [rerolled, ...step(evolve(state, rerolled))];
}
