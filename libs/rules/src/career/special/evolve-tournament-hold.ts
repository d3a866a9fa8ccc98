import type { CareerEvent } from '../model/events';
import { TOURNAMENT_HOLD_EVENT_TYPES, type TournamentHoldEvent } from '../model/events-tournament';
import type { CareerState } from '../model/state';

// T-PAUSE: how the tournament's hold folds into the career (the commands are in tournament-hold.ts).

const HOLD_TYPES: ReadonlySet<string> = new Set(TOURNAMENT_HOLD_EVENT_TYPES);

export const isTournamentHoldEvent = (event: CareerEvent): event is TournamentHoldEvent =>
  HOLD_TYPES.has(event.type);

/** The hold is the only thing that changes: the boat stays where it was held. */
export function evolveTournamentHold(state: CareerState, event: TournamentHoldEvent): CareerState {
  if (event.type === 'PlayHeld') return { ...state, held: { ...event.data } };
  const { held: _released, ...rest } = state;
  return rest;
}
