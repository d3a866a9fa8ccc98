import { api } from './http';

const PAGE = 1000;

/** Every event of a stream, read page by page from `/…/events` (a short page is the last). */
export async function allEvents<E>(path: string, token?: string): Promise<E[]> {
  const all: E[] = [];
  for (;;) {
    const page = await api<{ events: readonly E[] }>(`${path}?from=${all.length}&limit=${PAGE}`, { token });
    all.push(...page.events);
    if (page.events.length < PAGE) return all;
  }
}

/**
 * A read that is never run twice at once: calls made while one is in flight share it and ask for one more run
 * after it, so that the last call always sees what the server held when it was made.
 */
export function coalesced(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stale = false;
  return () => {
    if (running) {
      stale = true;
      return running;
    }
    running = (async () => {
      do {
        stale = false;
        await read();
      } while (stale);
    })().finally(() => (running = null));
    return running;
  };
}
