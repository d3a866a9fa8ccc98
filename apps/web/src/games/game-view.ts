import type { CareerCommand, CareerState, LegalCommand, Step } from '@periscope/rules';
import { t } from '../i18n/i18n';

// The two-player game (13.1) as GET /api/games/:id shows it to one viewer (docs/games.md; the server's
// games/game-view.ts). The web client imports no runtime of libs/play, so the shapes it reads are written here.

export type Seat = 'a' | 'b';
export const SEATS: readonly Seat[] = ['a', 'b'];
export const otherSeat = (seat: Seat): Seat => (seat === 'a' ? 'b' : 'a');

export type GamePhase = 'open' | 'seeding' | 'playing' | 'over';

export interface PlayerRecord {
  readonly kommandant: string;
  readonly uboatId: string | null;
  readonly seedCommitment: string;
}

export interface SeatView {
  readonly player: PlayerRecord;
  readonly seedRevealed: boolean;
  readonly career: CareerState;
}

export interface GameSettings {
  readonly uboatType: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly options: Readonly<Record<string, unknown>>;
  readonly opponentTimeoutSeconds: number | null;
}

/** What the opponent is asked to roll (13.1.2, TP-HOLD). */
export interface AwaitedRoll {
  readonly seat: Seat;
  readonly chart: string | null;
  readonly purpose: string;
  readonly rule: string;
}

/** A command a seat may send now: a career command of pending(), or a game command (Roll, CommitManoeuvre…). */
export type SeatOffer = Pick<LegalCommand, 'parameters' | 'choices'> & { readonly type: string };

export interface GamePending {
  readonly phase: GamePhase;
  readonly turn: Seat | null;
  readonly step: Step | null;
  readonly awaitedRoll: AwaitedRoll | null;
  readonly absentOpponentRoll: boolean;
  readonly seats: Readonly<Record<Seat, readonly SeatOffer[]>>;
}

/** 14.8.3: hashes of the dice set face hidden; a number shows once the viewer may see it. */
export interface ManoeuvresView {
  readonly hashes: Readonly<Partial<Record<Seat, string>>>;
  readonly numbers: Readonly<Partial<Record<Seat, number>>>;
  readonly revealed: readonly string[];
}

export interface GameResult {
  readonly tonnage: Readonly<Record<Seat, number>>;
  readonly winner: Seat | null;
}

/** What passing the deadline does to a seat (TP-TIMEOUT, TP-FORFEIT; libs/play's deadlines.ts). */
export type DeadlineConsequence = 'roll' | 'forfeit-manoeuvre' | 'forfeit-game';

/** TP-TIMEOUT: when the seats the game waits for run out of time (ISO 8601), and what then happens to each. */
export interface SeatDeadline {
  readonly at: string;
  readonly seconds: number;
  readonly seats: Readonly<Partial<Record<Seat, DeadlineConsequence>>>;
}

export interface GameView {
  readonly gameId: string;
  readonly revision: number;
  readonly viewer: Seat | 'spectator';
  readonly phase: GamePhase;
  readonly turn: Seat | null;
  readonly settings: GameSettings | null;
  readonly seats: Readonly<Record<Seat, SeatView | null>>;
  readonly held: { readonly seat: Seat; readonly roller: Seat; readonly command: CareerCommand } | null;
  readonly manoeuvres: ManoeuvresView | null;
  readonly nextNonce: number;
  readonly result: GameResult | null;
  readonly pending: GamePending;
  readonly deadline: SeatDeadline | null;
}

/** One stored event of the game, as GET /api/games/:id/events or a live update gives it. */
export interface GameEventView {
  readonly revision: number;
  readonly position?: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt?: string;
  /** Which command appended it, and when the server decided it (`at`: the seats' deadline counts from it, TP-TIMEOUT). */
  readonly metadata?: { readonly at?: string; readonly commandId?: string };
}

export const kommandantOf = (view: GameView, seat: Seat): string =>
  view.seats[seat]?.player.kommandant ?? t(seat === 'a' ? 'game.firstPlayer' : 'game.secondPlayer');
