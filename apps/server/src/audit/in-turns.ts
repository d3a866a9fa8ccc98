import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventStore, RecordedEvent } from '@periscope/event-store';

// An export reads, seals and hashes tens of thousands of events; done in one go it holds the event
// loop for seconds. These do it a page at a time and let the other requests run between pages.

const PAGE = 1000;

/** A whole stream, a page at a time. */
export async function readInTurns(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readStream(stream, { fromRevision: events.length, maxCount: PAGE });
    events.push(...page);
    if (page.length < PAGE) return events;
    await nextTurn();
  }
}

/** `items.map(fn)`, a page at a time. */
export async function mapInTurns<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += PAGE) {
    if (i > 0) await nextTurn();
    for (const item of items.slice(i, i + PAGE)) out.push(fn(item));
  }
  return out;
}

/** Every line of `lines`, made a page at a time. */
export async function collectInTurns(lines: Iterable<string>): Promise<string[]> {
  const out: string[] = [];
  for (const line of lines) {
    out.push(line);
    if (out.length % PAGE === 0) await nextTurn();
  }
  return out;
}

/** The lines as one NDJSON text (an audit reads it whole), made a page of lines at a time. */
export async function joinInTurns(lines: Iterable<string>): Promise<string> {
  const all = await collectInTurns(lines);
  return all.length === 0 ? '' : `${all.join('\n')}\n`;
}
