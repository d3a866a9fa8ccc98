import { SEATS, type Seat } from './seats';
import type { GameState } from './state';

/**
 * A two-player game as the lobby lists it for spectators (GET /api/games): who plays, with which boat, how far;
 * never a seed, a commitment, a token or an invite code.
 */
export interface GameListing {
  readonly gameId: string;
  /** 13.1: 'seeding' while the seats reveal their seeds, 'playing' once the patrols have begun. */
  readonly phase: GameState['phase'];
  readonly uboatType: string | null;
  readonly kommandants: Readonly<Record<Seat, string | null>>;
  /** 5.2.1: each seat's tonnage so far. */
  readonly tonnage: Readonly<Record<Seat, number>>;
  /** The month the first seat's career has reached. */
  readonly date: string | null;
  /** When the game's last event was recorded. */
  readonly lastActivity: string;
  readonly revision: number;
}

const perSeat = <T>(of: (seat: Seat) => T) =>
  Object.fromEntries(SEATS.map((seat) => [seat, of(seat)])) as Record<Seat, T>;

/** The listing of a game folded up to its last event (`revision`, recorded at `recordedAt`). */
export function gameListing(
  gameId: string,
  state: GameState,
  last: { readonly revision: number; readonly recordedAt: string },
): GameListing {
  return {
    gameId,
    phase: state.phase,
    uboatType: state.settings?.uboatType ?? null,
    kommandants: perSeat((seat) => state.seats[seat]?.player.kommandant ?? null),
    tonnage: perSeat((seat) => state.seats[seat]?.career.tonnage ?? 0),
    date: state.seats.a?.career.career?.date ?? null,
    lastActivity: last.recordedAt,
    revision: last.revision,
  };
}

/** Both seats in and not over: a game spectators can watch being played. */
export const inProgress = (listing: GameListing): boolean =>
  listing.phase === 'seeding' || listing.phase === 'playing';
