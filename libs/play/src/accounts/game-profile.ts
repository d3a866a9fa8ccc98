import type { PlayerRecord } from '../duel/events';
import { gameResult } from '../duel/game-result';
import type { Seat } from '../duel/seats';

/** A two-player game (13.1) as a player page shows it, from one seat's side. */
export interface GameProfile {
  readonly seat: Seat;
  readonly kommandant: string;
  readonly opponent: string | null;
  readonly over: boolean;
  /** 13.1.3, from this seat: null while the game runs. */
  readonly outcome: 'won' | 'lost' | 'drawn' | null;
  readonly tonnage: number;
  readonly opponentTonnage: number;
}

/** The game's events folded for one of its seats (the result as the audit recomputes it, game-result.ts). */
export function gameProfile(
  events: readonly { readonly type: string; readonly data: unknown }[],
  seat: Seat,
): GameProfile {
  const players: Partial<Record<Seat, PlayerRecord>> = {};
  for (const { type, data } of events)
    if (type === 'GameCreated' || type === 'GameJoined') {
      const joined = data as { seat: Seat; player: PlayerRecord };
      players[joined.seat] = joined.player;
    }
  const other: Seat = seat === 'a' ? 'b' : 'a';
  const result = gameResult(events);
  const outcome = !result.over
    ? null
    : result.winner === null
      ? 'drawn'
      : result.winner === seat
        ? 'won'
        : 'lost';
  return {
    seat,
    kommandant: players[seat]?.kommandant ?? '',
    opponent: players[other]?.kommandant ?? null,
    over: result.over,
    outcome,
    tonnage: result.tonnage[seat],
    opponentTonnage: result.tonnage[other],
  };
}
