import { otherSeat, SEATS, type Seat } from './seats';
import { manoeuvreDue, settled } from './manoeuvres';
import { seatOf, type GameState } from './state';

// TP-TIMEOUT, TP-FORFEIT (docs/interpretations.md): in a game with a timeout, every seat the game waits for has a
// deadline, the game's timeout counted from the time its last event was decided (recorded in that event's
// metadata, `at`), and a stated consequence when it passes. The server's clock sends the RollForAbsentOpponent
// that applies it; this library reads no clock: the time is an argument.

/**
 * What happens to a seat that lets its deadline pass: the server rolls for it (the opponent's rolls, 13.1.2, or
 * an evasive number not committed, as in solo play, 14.8 step 2), its committed escort number is forfeit (the
 * manoeuvre lost), or it loses the game (a seed not revealed, a patrol not played, a U-boat's number not
 * uncovered: no roll can stand in for a choice the rules leave to the player).
 */
export type DeadlineConsequence = 'roll' | 'forfeit-manoeuvre' | 'forfeit-game';

export interface SeatDeadline {
  /** When the deadline passes (ISO 8601, UTC): the last event's time plus the game's timeout. */
  readonly at: string;
  readonly seconds: number;
  /** Each seat the game waits for, and what the deadline does to it. */
  readonly seats: Readonly<Partial<Record<Seat, DeadlineConsequence>>>;
  readonly rule: 'TP-TIMEOUT';
}

/** 14.8.3: the manoeuvre's waits. Before both commit, an absent seat's number is rolled; after, a sealed one binds. */
function manoeuvreWaits(state: GameState, uboat: Seat): Partial<Record<Seat, DeadlineConsequence>> {
  const escort = otherSeat(uboat);
  const numbers = state.manoeuvres?.numbers ?? {};
  if (!settled(state, uboat) || !settled(state, escort)) {
    const waits: Partial<Record<Seat, DeadlineConsequence>> = {};
    for (const seat of SEATS) if (!settled(state, seat)) waits[seat] = 'roll';
    return waits;
  }
  // Both committed: the U-boat uncovers first; an escort who then does not loses the manoeuvre (TP-FORFEIT).
  if (numbers[uboat] === undefined) return { [uboat]: 'forfeit-game' };
  return numbers[escort] === undefined ? { [escort]: 'forfeit-manoeuvre' } : {};
}

/** Who the game waits for now, and what passing the deadline would do to each (empty when it waits for no seat). */
export function awaitedSeats(state: GameState): Partial<Record<Seat, DeadlineConsequence>> {
  if (state.phase === 'seeding') {
    const waits: Partial<Record<Seat, DeadlineConsequence>> = {};
    for (const seat of SEATS) if (seatOf(state, seat).seed === null) waits[seat] = 'forfeit-game';
    return waits;
  }
  if (state.phase !== 'playing' || state.turn === null) return {};
  if (state.held) return { [state.held.roller]: 'roll' };
  if (manoeuvreDue(state)) return manoeuvreWaits(state, state.turn);
  return { [state.turn]: 'forfeit-game' };
}

/** The game's timeout, if it has one (TP-TIMEOUT). */
export const timeoutOf = (state: GameState): number | null => state.settings?.opponentTimeoutSeconds ?? null;

/**
 * The deadline now: `since` is when the game's last event was decided (its metadata's `at`). Null when the game
 * has no timeout or waits for no seat.
 */
export function seatDeadline(state: GameState, since: string | null): SeatDeadline | null {
  const seconds = timeoutOf(state);
  const seats = awaitedSeats(state);
  const from = since === null ? Number.NaN : Date.parse(since);
  if (seconds === null || Object.keys(seats).length === 0 || Number.isNaN(from)) return null;
  // eslint-disable-next-line no-restricted-syntax -- writes a given time in ISO 8601; no clock is read
  const at = new Date(from + seconds * 1000).toISOString();
  return { at, seconds, seats, rule: 'TP-TIMEOUT' };
}
