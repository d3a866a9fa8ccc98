/** One event of a career's stream as the client keeps it (from GET /api/careers/:id/events or a live update). */
export interface ClientEvent {
  readonly revision: number;
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
}

/** Merges new events into a revision-ordered list; an event already held (same revision) is never added twice. */
export function mergeEvents(
  held: readonly ClientEvent[],
  incoming: readonly ClientEvent[],
): readonly ClientEvent[] {
  const last = held.length > 0 ? held[held.length - 1].revision : -1;
  const fresh = incoming.filter((e) => e.revision > last).sort((a, b) => a.revision - b.revision);
  if (fresh.length === 0) return held;
  const unique = fresh.filter((e, i) => i === 0 || e.revision !== fresh[i - 1].revision);
  return [...held, ...unique];
}
