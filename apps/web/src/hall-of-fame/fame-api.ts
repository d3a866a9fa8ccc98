import type { CampaignId } from '@periscope/rules';
import { api } from '../api/http';

interface FameRow {
  readonly rank: number;
  readonly careerId: string;
  readonly kommandant: string;
  readonly patrols: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly victoryLevel: string | null;
}

export interface Board {
  readonly uboatType: string;
  readonly startDate: string;
  readonly total: number;
  readonly entries: readonly FameRow[];
}

/** What a page of the boards asks: all-time or a month of admission (`YYYY-MM`), the page and its size. */
export interface FameAsk {
  readonly period: string;
  readonly page: number;
  readonly size: number;
}

/** GET /hall-of-fame: a page of each board, and the position of the last verdict, to follow live from. */
export interface Boards extends FameAsk {
  readonly position: number;
  readonly boards: readonly Board[];
}

export const readBoards = ({ period, page, size }: FameAsk) =>
  api<Boards>(`/hall-of-fame?period=${encodeURIComponent(period)}&page=${page}&size=${size}`);

const whole = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The ask a page's address holds (`?period=2026-11&page=2&size=20`); all-time, page 1 of 20 by default. */
export function askOf(search: string): FameAsk {
  const query = new URLSearchParams(search);
  return {
    period: query.get('period') ?? 'all',
    page: whole(query.get('page'), 1),
    size: whole(query.get('size'), 20),
  };
}

/** The address of an ask, for the history: the defaults are left out. */
export function searchOf({ period, page, size }: FameAsk): string {
  const query = new URLSearchParams();
  if (period !== 'all') query.set('period', period);
  if (page !== 1) query.set('page', String(page));
  if (size !== 20) query.set('size', String(size));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** This month, by the reader's clock (`YYYY-MM`): the monthly boards' default. */
export const thisMonth = (now: Date): string => now.toISOString().slice(0, 7);

/** A two-player record: a finished game, both Kommandants, their tonnage and the winner (null: a draw). */
export interface GameRecordRow {
  readonly rank: number;
  readonly gameId: string;
  readonly kommandants: Readonly<Record<'a' | 'b', string>>;
  readonly tonnage: Readonly<Record<'a' | 'b', number>>;
  readonly winner: 'a' | 'b' | null;
  /** The game both careers sailed: its campaign, boat and first month (absent from older verdicts). */
  readonly sailed?: { readonly campaign: CampaignId; readonly uboatType: string; readonly startDate: string };
}

/** GET /hall-of-fame/games: one page of the two-player records, its total and the last verdict's position. */
export interface GameRecords extends FameAsk {
  readonly position: number;
  readonly total: number;
  readonly entries: readonly GameRecordRow[];
}

export const readGameRecords = ({ period, page, size }: FameAsk) =>
  api<GameRecords>(`/hall-of-fame/games?period=${encodeURIComponent(period)}&page=${page}&size=${size}`);

/** A tournament's winner on the board: rank 1 of its audited final standings. */
export interface TournamentWinRow {
  readonly rank: number;
  readonly tournamentId: string;
  readonly tournament: string;
  readonly entrants: number;
  readonly winner: { readonly careerId: string; readonly name: string; readonly tonnage: number };
  /** The game it was played in (absent from older verdicts). */
  readonly campaign?: CampaignId;
}

/** GET /hall-of-fame/tournaments: one page of the winners, its total and the last verdict's position. */
export interface TournamentWinners extends FameAsk {
  readonly position: number;
  readonly total: number;
  readonly entries: readonly TournamentWinRow[];
}

export const readTournamentWinners = ({ period, page, size }: FameAsk) =>
  api<TournamentWinners>(
    `/hall-of-fame/tournaments?period=${encodeURIComponent(period)}&page=${page}&size=${size}`,
  );
