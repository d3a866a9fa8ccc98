/** One event of a career's stream as the client keeps it (from GET /api/careers/:id/events or a live update). */
export interface ClientEvent {
  readonly revision: number;
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
  /** Which command appended it (every read, live update and command answer carries it; docs/live.md). */
  readonly metadata?: EventCommand;
}

/** What an event's metadata tells the client: the command that appended it. */
export interface EventCommand {
  readonly commandId?: string;
}

/**
 * Merges new events into a revision-ordered list; an event already held (same revision) is never added twice, and
 * one that arrives late (a live update behind a command's answer) takes its place.
 */
export function mergeEvents<E extends { readonly revision: number }>(
  held: readonly E[],
  incoming: readonly E[],
): readonly E[] {
  const known = new Set(held.map((e) => e.revision));
  const fresh = incoming.filter((e) => !known.has(e.revision) && known.add(e.revision));
  if (fresh.length === 0) return held;
  return [...held, ...fresh].sort((a, b) => a.revision - b.revision);
}

/** The held events that follow `revision` without a gap, in order (a later one waits for the one it follows). */
export function following<E extends { readonly revision: number }>(
  held: readonly E[],
  revision: number,
): E[] {
  const next: E[] = [];
  for (const event of held) {
    const expected = revision + next.length + 1;
    if (event.revision === expected) next.push(event);
    else if (event.revision > expected) break;
  }
  return next;
}
