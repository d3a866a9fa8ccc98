import type { GameEvent } from '@periscope/play/duel/events';
import { fold } from '@periscope/play/duel/evolve';
import { initialState, type GameState } from '@periscope/play/duel/state';
import { gameView, type GameViewer } from '@periscope/play/duel/view';

/**
 * The two-player game's own fold and view (libs/play/src/duel), in the browser: the same evolve, pending and
 * gameView the server runs, applied to the events this viewer may see. Loaded as its own chunk (game-model.ts).
 */

interface FoldedGameEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

/** A game folded up to `revision`. */
export interface FoldedGame {
  readonly revision: number;
  readonly state: GameState;
}

/** Folds the events after `from` (none: from the start); each must follow the last by one revision. */
export function foldGameEvents(events: readonly FoldedGameEvent[], from?: FoldedGame): FoldedGame {
  let revision = from?.revision ?? -1;
  for (const event of events) {
    if (event.revision !== revision + 1)
      throw new Error(`the events skip from revision ${revision} to ${event.revision}`);
    revision = event.revision;
  }
  return { revision, state: fold(events as unknown as GameEvent[], from?.state ?? initialState()) };
}

/** The game as GET /games/:id shows it to `viewer`, from what the viewer has folded. */
export const viewOf = (gameId: string, folded: FoldedGame, viewer: GameViewer) =>
  gameView(gameId, folded.revision, folded.state, viewer);

/**
 * 14.8.3: the revisions of the reveals this viewer received face down (a live update is sent before the other
 * number is known) whose manoeuvre both seats have now revealed: the events read gives them face up.
 */
export function faceDownResolved(folded: FoldedGame, events: readonly FoldedGameEvent[]): number[] {
  const m = folded.state.manoeuvres;
  if (!m || Object.keys(m.numbers).length < 2) return [];
  const last = new Map<unknown, FoldedGameEvent>();
  for (const e of events) if (e.type === 'ManoeuvreRevealed') last.set((e.data as { seat: unknown }).seat, e);
  return [...last.values()]
    .filter((e) => (e.data as { number?: unknown }).number === undefined)
    .map((e) => e.revision);
}
