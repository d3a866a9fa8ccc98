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

/** Merges newly received game events into the held list, each revision once, in order. */
export function mergeGameEvents(
  held: readonly GameEventView[],
  incoming: readonly GameEventView[],
): readonly GameEventView[] {
  const last = held.at(-1)?.revision ?? -1;
  const fresh = incoming.filter((e) => e.revision > last).sort((a, b) => a.revision - b.revision);
  const unique = fresh.filter((e, i) => i === 0 || e.revision !== fresh[i - 1].revision);
  return unique.length === 0 ? held : [...held, ...unique];
}

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
