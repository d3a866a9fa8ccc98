import type { TournamentTerms } from './events';
import type { TournamentBoat } from './formats';

export type TournamentPhase = 'none' | 'registration' | 'running' | 'paused' | 'finished';

/** An entrant is his career: `careerId` names both. */
export interface Entrant {
  readonly careerId: string;
  readonly name: string;
  readonly uboatType: TournamentBoat;
  readonly number: number;
  readonly status: 'in' | 'withdrawn' | 'disqualified';
  /** Why he is out (withdrawal or disqualification). */
  readonly reason: string | null;
  /** The wolfpack's number (13.5.1), or null. */
  readonly pack: number | null;
  /** The entrant's account, when he registered signed in (docs/accounts.md). */
  readonly playerId?: string;
}

export interface Pack {
  readonly number: number;
  readonly name: string;
  readonly members: readonly string[];
}

export interface TournamentState {
  readonly tournamentId: string | null;
  readonly phase: TournamentPhase;
  readonly terms: TournamentTerms | null;
  readonly entrants: readonly Entrant[];
  readonly packs: readonly Pack[];
  /** Why it is paused, while it is. */
  readonly pausedFor: string | null;
}

export const initialState = (): TournamentState => ({
  tournamentId: null,
  phase: 'none',
  terms: null,
  entrants: [],
  packs: [],
  pausedFor: null,
});

export const entrantOf = (state: TournamentState, careerId: string): Entrant | undefined =>
  state.entrants.find((e) => e.careerId === careerId);
