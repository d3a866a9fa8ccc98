import type { EventStore } from '@periscope/event-store';

/**
 * The events appended after `head` to streams of these categories, as "stream type". A test that a refusal appends
 * nothing reads these rather than the store's head: a background append elsewhere (a hall-of-fame verdict on a
 * career an earlier test ended) moves the head too.
 */
export async function appendedAfter(
  store: EventStore,
  head: number,
  categories: readonly string[],
): Promise<string[]> {
  const appended: string[] = [];
  for await (const event of store.readAll({ fromPosition: head + 1 }))
    if (categories.includes(event.stream.slice(0, event.stream.indexOf('-'))))
      appended.push(`${event.stream} ${event.type}`);
  return appended;
}
