import type { RecordedEvent } from '@periscope/event-store';
import {
  evolve,
  gameListing,
  initialState,
  inProgress,
  type GameEvent,
  type GameListing,
  type GameState,
} from '@periscope/play/duel';

/** A listing and the global position of the game's last event (the list's order). */
export interface IndexedGame {
  readonly row: GameListing;
  readonly position: number;
}

/** Folds one event of the game's stream with the duel's own evolve; an event it cannot read changes nothing. */
export function foldGameIndex(state: GameState | undefined, event: RecordedEvent): GameState {
  const before = state ?? initialState();
  try {
    return evolve(before, { type: event.type, data: event.data } as GameEvent);
  } catch {
    return before;
  }
}

/** The row after `event`, the game's last event so far. */
export const indexedGame = (gameId: string, state: GameState, event: RecordedEvent): IndexedGame => ({
  position: event.position,
  row: gameListing(gameId, state, event),
});

/** The games being played now, newest activity first, at most `limit`. */
export function gamesInProgress(games: readonly IndexedGame[], limit: number): GameListing[] {
  return games
    .filter((g) => inProgress(g.row))
    .sort((x, y) => y.position - x.position)
    .slice(0, limit)
    .map((g) => g.row);
}
