import {
  defaultChartPack,
  pending as careerPending,
  type ChartPack,
  type LegalCommand,
  type Step,
} from '@periscope/rules';
import type { AwaitedRoll } from './events';
import { awaitedSeats, timeoutOf } from './deadlines';
import { manoeuvreDue, settled, unrevealed } from './manoeuvres';
import { SEATS, type Seat } from './seats';
import { seatOf, type GameState } from './state';

/** A command a seat may send now: a career command of pending() (sent by its own type), or a game command. */
export interface SeatOffer {
  readonly type: string;
  readonly parameters: Readonly<Record<string, readonly unknown[] | string>>;
  readonly choices?: LegalCommand['choices'];
}

export interface GameDecision {
  readonly phase: GameState['phase'];
  /** Whose patrol it is (13.1.2). */
  readonly turn: Seat | null;
  /** The step of the active player's career. */
  readonly step: Step | null;
  /** The opponent's roll the game waits for (13.1.2), if any. */
  readonly awaitedRoll: (AwaitedRoll & { readonly seat: Seat }) | null;
  /** The game has a timeout and waits for a seat: at its deadline the server acts for it (deadlines.ts). */
  readonly absentOpponentRoll: boolean;
  /** What each seat may send now; a seat with nothing to send waits. */
  readonly seats: Readonly<Record<Seat, readonly SeatOffer[]>>;
}

const nothing: Record<Seat, readonly SeatOffer[]> = { a: [], b: [] };
const offer = (type: string, parameters: SeatOffer['parameters'] = {}): SeatOffer => ({ type, parameters });

/** Who must decide what, now. */
export function pending(state: GameState, charts: ChartPack = defaultChartPack): GameDecision {
  const turn = state.phase === 'playing' ? state.turn : null;
  const step = turn ? seatOf(state, turn).career.step : null;
  const held = state.held;
  const absent = timeoutOf(state) !== null && Object.keys(awaitedSeats(state)).length > 0;
  return {
    phase: state.phase,
    turn,
    step,
    awaitedRoll: held ? { seat: held.roller, ...held.roll } : null,
    absentOpponentRoll: absent,
    seats: seatOffers(state, charts),
  };
}

function seatOffers(state: GameState, charts: ChartPack): Record<Seat, readonly SeatOffer[]> {
  if (state.phase === 'seeding') {
    const reveal = [offer('RevealSeed', { seed: 'the seed whose sha256 you committed to' })];
    const needs = (seat: Seat) => (seatOf(state, seat).seed === null ? reveal : []);
    return { a: needs('a'), b: needs('b') };
  }
  if (state.phase !== 'playing' || state.turn === null) return nothing;
  if (state.held) return { ...nothing, [state.held.roller]: [offer('Roll')] };
  if (manoeuvreDue(state)) return manoeuvreOffers(state);
  const career = careerPending(seatOf(state, state.turn).career, charts);
  return { ...nothing, [state.turn]: career.commands };
}

/** 14.8.3: each seat commits, then, once both have, reveals. */
function manoeuvreOffers(state: GameState): Record<Seat, readonly SeatOffer[]> {
  const both = SEATS.every((seat) => settled(state, seat));
  const left = unrevealed(state);
  const of = (seat: Seat): SeatOffer[] => {
    if (!settled(state, seat)) return [offer('CommitManoeuvre', { hash: 'sha256 of "<number 1-6>:<salt>"' })];
    if (both && left.includes(seat))
      return [offer('RevealManoeuvre', { number: [1, 2, 3, 4, 5, 6], salt: 'your salt' })];
    return [];
  };
  return { a: of('a'), b: of('b') };
}
