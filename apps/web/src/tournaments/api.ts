import type { CareerEventRow } from '@periscope/play/tournament/sinkings';
import { api } from '../api/http';
import { allEvents } from '../api/reads';

// The tournaments API's shapes (docs/tournaments.md): the tournament decider's own types and its view
// (libs/play/src/tournament/view.ts), and the server's read models that no library holds (the list's summary, the
// answers).

import type { Ruling } from '@periscope/audit/rulings';
import type {
  Entrant,
  Fate,
  MedPresetId,
  PackRow,
  Scoring,
  StandingRow,
  Standings,
  TournamentFormat,
  TournamentPhase as Phase,
  TournamentTerms as Terms,
  TournamentTermsChoice as TermsChoice,
} from '@periscope/play/tournament';
import type { RulingRow, TournamentView } from '@periscope/play/tournament/view';
import type { CampaignId } from '@periscope/rules';

export type {
  Entrant,
  Fate,
  PackRow,
  Phase,
  Ruling,
  RulingRow,
  Scoring,
  StandingRow,
  Standings,
  Terms,
  TermsChoice,
  TournamentFormat,
};

export interface Registration {
  readonly opensAt: string | null;
  readonly closesAt: string | null;
}

export interface TournamentSummary {
  readonly tournamentId: string;
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  /** The game (absent from an older server: The Hunted) and Beneath the Med's preset (10.2-10.4), if any. */
  readonly campaign?: CampaignId;
  readonly preset?: MedPresetId;
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

/** A tournament the server holds: the library's view, whose terms its creation set. */
export type Tournament = TournamentView & { readonly terms: Terms };

/** Every view the server sends or the page folds is of a created tournament; the library's type cannot say so. */
export const created = (view: TournamentView | null): view is Tournament => view?.terms != null;

export interface StandingsAnswer {
  readonly position: number;
  readonly updatedAt: string;
  readonly standings: Standings;
  readonly rulings: readonly RulingRow[];
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

/** An organiser's action: with his token, or (none) by the session of the account that claimed it or co-organises. */
export const act = (id: string, token: string | undefined, action: OrganiserAction, commandId: string) =>
  api<{ revision: number }>(`${at(id)}/actions`, { method: 'POST', token, body: { commandId, ...action } });

/** The organiser (his token, or his claiming account's session) makes a player a co-organiser, by name. */
export const addCoOrganiser = (id: string, token: string | undefined, name: string) =>
  api<{ tournamentId: string; coOrganiser: string }>(`${at(id)}/co-organisers`, {
    method: 'POST',
    token,
    body: { name },
  });

/** The results files (docs/tournaments.md): links, never fetched by the page. */
export const resultsUrl = (id: string, kind: 'csv' | 'ndjson') => `/api${at(id)}/results.${kind}`;

/** Every public event of a career, page by page (GET /api/careers/:id/events). */
export const careerEvents = (careerId: string): Promise<CareerEventRow[]> =>
  allEvents<CareerEventRow>(`/careers/${encodeURIComponent(careerId)}/events`);
