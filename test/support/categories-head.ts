import { categoryOf, type EventStore } from '@periscope/event-store';

/**
 * The position of the store's last event of these categories: what a read model of them catches up to. The store's
 * head may be further, on an event no read model of them applies (a hall-of-fame verdict appended after a career's
 * end, say), and a wait for it would never end.
 */
export async function headOf(store: EventStore, categories: readonly string[]): Promise<number> {
  let head = 0;
  for await (const event of store.readAll())
    if (categories.includes(categoryOf(event.stream))) head = event.position;
  return head;
}
