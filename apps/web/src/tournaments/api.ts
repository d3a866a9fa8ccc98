import { api } from '../api/http';

// The tournaments API's shapes (docs/tournaments.md), as the browser reads them: @periscope/play stays on the server.

export type TournamentFormat = 'top-tonnage' | 'survival' | 'mixed' | 'wolfpack';
export type Scoring = 'tonnage' | 'survival';
export type Phase = 'none' | 'registration' | 'running' | 'paused' | 'finished';
export type Fate = 'notStarted' | 'inPort' | 'atSea' | 'home' | 'sunk' | 'captured' | 'relieved';

export interface Registration {
  readonly opensAt: string | null;
  readonly closesAt: string | null;
}

export interface TournamentSummary {
  readonly tournamentId: string;
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  readonly scoring: Scoring;
  readonly uboatTypes: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
  readonly registration: Registration;
  readonly phase: Phase;
  readonly entrants: number;
  readonly packs: number;
  readonly leader: { readonly name: string; readonly tonnage: number } | null;
  readonly updatedAt: string;
}

export interface Terms {
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  readonly scoring: Scoring;
  readonly uboatTypes: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly registration: Registration;
  readonly packSize: number;
}

export interface Entrant {
  readonly careerId: string;
  readonly name: string;
  readonly uboatType: string;
  readonly number: number;
  readonly status: 'in' | 'withdrawn' | 'disqualified';
  readonly reason: string | null;
  readonly pack: number | null;
}

export interface Pack {
  readonly number: number;
  readonly name: string;
  readonly members: readonly string[];
}

export interface Tournament {
  readonly tournamentId: string;
  readonly revision: number;
  readonly phase: Phase;
  readonly pausedFor: string | null;
  readonly terms: Terms;
  readonly entrants: readonly Entrant[];
  readonly packs: readonly Pack[];
}

export interface StandingRow {
  readonly rank: number | null;
  readonly careerId: string;
  readonly name: string;
  readonly number: number;
  readonly uboatType: string;
  readonly pack: string | null;
  readonly standing: 'ranked' | 'withdrawn' | 'disqualified' | 'eliminated';
  readonly reason: string | null;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly patrolsCompleted: number;
  readonly patrol: number | null;
  readonly fate: Fate;
  readonly endReason: string | null;
  readonly date: string | null;
}

export interface PackRow {
  readonly rank: number;
  readonly number: number;
  readonly name: string;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly members: readonly string[];
  readonly afloat: number;
}

export interface Standings {
  readonly tournamentId: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly scoring: Scoring;
  readonly phase: Phase;
  readonly pausedFor: string | null;
  readonly individual: readonly StandingRow[];
  readonly packs: readonly PackRow[];
  /** Not read by the client: the survival board is the individual rows in registration order. */
  readonly survival?: readonly unknown[];
  readonly winner: string | null;
  readonly winningPack: string | null;
}

/** An organiser's ruling (libs/audit): an encounter voided, or a result corrected. */
export type Ruling =
  | { readonly kind: 'voidEncounter'; readonly revision: number }
  | {
      readonly kind: 'correctResult';
      readonly revision: number;
      readonly field: 'tonnage';
      readonly from: number;
      readonly to: number;
    };

export interface RulingRow {
  readonly careerId: string;
  readonly rulingId: string;
  readonly ruling: Ruling;
  readonly reason: string;
}

export interface StandingsAnswer {
  readonly position: number;
  readonly updatedAt: string;
  readonly standings: Standings;
  readonly rulings: readonly RulingRow[];
}

export interface TermsChoice {
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  readonly scoring?: Scoring;
  readonly uboatTypes?: readonly string[];
  readonly startDate: string;
  readonly endDate?: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly registration?: { readonly opensAt?: string; readonly closesAt?: string };
}

export type OrganiserAction =
  | { readonly type: 'StartTournament' | 'ResumeTournament' | 'FinishTournament'; readonly data: object }
  | { readonly type: 'PauseTournament'; readonly data: { readonly reason: string } }
  | { readonly type: 'Disqualify'; readonly data: { readonly careerId: string; readonly reason: string } }
  | {
      readonly type: 'Adjudicate';
      readonly data: { readonly careerId: string; readonly ruling: Ruling; readonly reason: string };
    };

const at = (id: string) => `/tournaments/${encodeURIComponent(id)}`;

export const listTournaments = () =>
  api<{ tournaments: readonly TournamentSummary[] }>('/tournaments').then((a) => a.tournaments);

export const readTournament = (id: string) => api<Tournament>(at(id));

export const readStandings = (id: string) => api<StandingsAnswer>(`${at(id)}/standings`);

export const createTournament = (terms: TermsChoice) =>
  api<{ tournamentId: string; organiserToken: string; tournament: Tournament }>('/tournaments', {
    method: 'POST',
    body: terms,
  });

export const register = (id: string, body: { name: string; uboatType?: string }) =>
  api<{ careerId: string; seatToken: string; entrant: Entrant }>(`${at(id)}/entrants`, {
    method: 'POST',
    body,
  });

export const act = (id: string, token: string, action: OrganiserAction, commandId: string) =>
  api<{ revision: number }>(`${at(id)}/actions`, { method: 'POST', token, body: { commandId, ...action } });

/** The results files (docs/tournaments.md): links, never fetched by the page. */
export const resultsUrl = (id: string, kind: 'csv' | 'ndjson') => `/api${at(id)}/results.${kind}`;
