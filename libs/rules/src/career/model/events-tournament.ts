// The events a tournament writes into its entrants' careers (13.2, T-PAUSE); folded by special/evolve-tournament-hold.ts.

/** T-PAUSE: the organiser paused the career's tournament: its seat plays nothing until play resumes. */
export interface PlayHeld {
  readonly type: 'PlayHeld';
  readonly data: { readonly tournamentId: string; readonly reason: string };
}

/** T-PAUSE: the organiser resumed (or finished) the tournament: the seat plays on from where it was held. */
export interface PlayResumed {
  readonly type: 'PlayResumed';
  readonly data: { readonly tournamentId: string };
}

export type TournamentHoldEvent = PlayHeld | PlayResumed;

/** Stored event types: a storage contract, never renamed. */
export const TOURNAMENT_HOLD_EVENT_TYPES = [
  'PlayHeld',
  'PlayResumed',
] as const satisfies readonly TournamentHoldEvent['type'][];
