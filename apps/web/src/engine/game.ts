import type { GameEvent } from '@periscope/play/duel/events';
import { fold } from '@periscope/play/duel/evolve';
import { initialState, type GameState } from '@periscope/play/duel/state';
import { gameView, type GameViewer } from '@periscope/play/duel/view';
import { revisionAfter } from './revisions';

/**
 * The two-player game's own fold and view (libs/play/src/duel), in the browser: the same evolve, pending and
 * gameView the server runs, applied to the events this viewer may see. Loaded as its own chunk (game-model.ts).
 */

interface FoldedGameEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  /** `at`: when the server decided it (apps/server/src/games/game-record.ts); the deadline counts from it. */
  readonly metadata?: { readonly at?: unknown };
}

/** A game folded up to `revision`. */
export interface FoldedGame {
  readonly revision: number;
  readonly state: GameState;
  /** When the last event folded was decided (its metadata's `at`): the seats' deadline counts from it (TP-TIMEOUT). */
  readonly since: string | null;
}

const decidedAt = (event: FoldedGameEvent | undefined): string | null =>
  typeof event?.metadata?.at === 'string' ? event.metadata.at : null;

/**
 * 14.8.3: a reveal this viewer received face down is folded as revealed with its number unknown (null), so that
 * pending() knows the seat has revealed, as the server's fold does.
 */
function faceDown(event: FoldedGameEvent): FoldedGameEvent {
  const data = event.data as { number?: unknown };
  if (event.type !== 'ManoeuvreRevealed' || data.number !== undefined) return event;
  return { ...event, data: { ...data, number: null } };
}

/** Folds the events after `from` (none: from the start); each must follow the last by one revision. */
export function foldGameEvents(events: readonly FoldedGameEvent[], from?: FoldedGame): FoldedGame {
  const revision = revisionAfter(events, from?.revision);
  return {
    revision,
    state: fold(events.map(faceDown) as unknown as GameEvent[], from?.state ?? initialState()),
    since: events.length > 0 ? decidedAt(events.at(-1)) : (from?.since ?? null),
  };
}

/**
 * The game as GET /games/:id shows it to `viewer`, from what the viewer has folded, with the seats' deadline
 * (TP-TIMEOUT) counted from when the last event was decided. A number still face down in the events (the second
 * reveal of a manoeuvre, until the next event closes it: eventsView) is left out.
 */
export function viewOf(gameId: string, folded: FoldedGame, viewer: GameViewer) {
  const view = gameView(gameId, folded.revision, folded.state, viewer, folded.since);
  if (!view.manoeuvres) return view;
  const numbers = Object.fromEntries(Object.entries(view.manoeuvres.numbers).filter(([, n]) => n !== null));
  return { ...view, manoeuvres: { ...view.manoeuvres, numbers } };
}

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
