import type { CareerCommand, CareerState } from '@periscope/rules';
import type { AwaitedRoll, GameEnded, GameSettings, PlayerRecord } from './events';
import { otherSeat, type Seat } from './seats';

/** 'open': waiting for the second player; 'seeding': both committed, seeds to reveal; then play until it is over. */
export type GamePhase = 'none' | 'open' | 'seeding' | 'playing' | 'over';

export interface SeatState {
  readonly player: PlayerRecord;
  /** Revealed once both players have committed (null before). */
  readonly seed: string | null;
  /** The player's career, folded from the career events of the game's CareerAdvanced events. */
  readonly career: CareerState;
}

/** TP-HOLD: the active player's command, waiting for the opponent's roll. */
export interface HeldCommand {
  readonly seat: Seat;
  readonly roller: Seat;
  readonly command: CareerCommand;
  readonly roll: AwaitedRoll;
}

/** 14.8.3: each seat's die, set face hidden (the hash), then uncovered. */
export interface Manoeuvres {
  readonly hashes: Readonly<Partial<Record<Seat, string>>>;
  readonly numbers: Readonly<Partial<Record<Seat, number>>>;
}

export interface GameState {
  readonly phase: GamePhase;
  readonly settings: GameSettings | null;
  readonly seats: Readonly<Record<Seat, SeatState | null>>;
  /** combinePlayerSeeds(seed a, seed b), once both are revealed. */
  readonly playerSeed: string | null;
  /** Whose patrol it is (13.1.2). */
  readonly turn: Seat | null;
  readonly held: HeldCommand | null;
  readonly manoeuvres: Manoeuvres | null;
  /** The next nonce of the game's one dice stream (both careers roll on it, one command at a time). */
  readonly nextNonce: number;
  readonly result: GameEnded['data'] | null;
  /** TP-FORFEIT: the seats that let their deadline pass with a choice only they could make. */
  readonly forfeited: readonly Seat[];
}

export const initialState = (): GameState => ({
  phase: 'none',
  settings: null,
  seats: { a: null, b: null },
  playerSeed: null,
  turn: null,
  held: null,
  manoeuvres: null,
  nextNonce: 0,
  result: null,
  forfeited: [],
});

export const seatOf = (state: GameState, seat: Seat): SeatState => state.seats[seat] as SeatState;

/** Still in the alternation (13.1.2): the career is not over (the boat lost, the war or the agreed date over). */
export const inPlay = (seat: SeatState | null): boolean => seat !== null && seat.career.step.kind !== 'ended';

/** 13.1.3: the most tonnage wins, TP-TIE: equal tonnage is a draw; TP-FORFEIT: a seat that forfeit never wins. */
export function winnerOf(tonnage: Readonly<Record<Seat, number>>, forfeited: readonly Seat[]): Seat | null {
  const [only, another] = forfeited;
  if (only !== undefined) return another === undefined ? otherSeat(only) : null;
  return tonnage.a === tonnage.b ? null : tonnage.a > tonnage.b ? 'a' : 'b';
}
