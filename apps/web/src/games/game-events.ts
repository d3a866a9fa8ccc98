import type { ClientEvent } from '../career/events';
import type { GameEventView, Seat } from './game-view';

interface Advanced {
  readonly seat: Seat;
  readonly events: readonly { readonly type: string; readonly data: unknown }[];
  readonly rolledBy: Seat | 'server' | null;
}

/** Career events per game event: their revisions are spaced so that each stays unique and in order. */
const SPACING = 1000;

const advanced = (event: GameEventView): Advanced | null =>
  event.type === 'CareerAdvanced' ? (event.data as Advanced) : null;

/** One seat's career events (13.1.2: both careers travel in the game's stream), as the career screen reads them. */
export function careerEvents(events: readonly GameEventView[], seat: Seat): ClientEvent[] {
  return events.flatMap((event) => {
    const moved = advanced(event);
    if (!moved || moved.seat !== seat) return [];
    return moved.events.map((e, i) => ({
      revision: event.revision * SPACING + i,
      position: event.position ?? -1,
      type: e.type,
      data: e.data,
      recordedAt: event.recordedAt ?? '',
      ...(event.metadata?.commandId ? { metadata: { commandId: event.metadata.commandId } } : {}),
    }));
  });
}

/** The career events of the last command whose opponent's rolls `roller` made (13.1.2), to show what he rolled. */
export function lastRolledBy(events: readonly GameEventView[], roller: Seat): ClientEvent[] {
  for (let i = events.length - 1; i >= 0; i--) {
    const moved = advanced(events[i]);
    if (moved?.rolledBy === roller) return careerEvents([events[i]], moved.seat);
  }
  return [];
}
