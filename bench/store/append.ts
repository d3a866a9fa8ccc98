import type { EventStore, NewEvent } from '@periscope/event-store';
import { chunk, makeEvents, rate } from '../support/fixtures';

/** The stream's last revision before this append (0-based), or `no_stream`. */
export type Expected = number | 'no_stream';

/** Anything that can append a batch to a stream with an optimistic-concurrency check. */
export interface Appender {
  append(stream: string, events: NewEvent[], expected: Expected): Promise<void>;
}

/** The two append shapes of the benchmark: 1-event appends and 100-event batches, round-robin over streams. */
export interface AppendShape {
  metric: 'append 1-event' | 'append 100-batch';
  appends: number;
  size: number;
  streams: number;
}

export const APPEND_SHAPES: readonly AppendShape[] = [
  { metric: 'append 1-event', appends: 3000, size: 1, streams: 50 },
  { metric: 'append 100-batch', appends: 300, size: 100, streams: 50 },
];

/** Prebuilt batches for one shape, so that building events is not timed. */
export const batchesFor = (shape: AppendShape): NewEvent[][] =>
  chunk(makeEvents(shape.appends * shape.size), shape.size);

/**
 * Appends the batches round-robin over `streams` streams, each with the right expected revision, and returns
 * events per second.
 */
export function measureAppends(appender: Appender, batches: NewEvent[][], streams: number): Promise<number> {
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  return rate(total, () => appendAll(appender, batches, streams, 'game-s'));
}

/** The same loop, untimed (seeding). */
export async function appendAll(
  appender: Appender,
  batches: Iterable<NewEvent[]>,
  streams: number,
  prefix: string,
) {
  const revisions = new Map<string, number>();
  let i = 0;
  for (const batch of batches) {
    const stream = `${prefix}${i++ % streams}`;
    const previous = revisions.get(stream);
    await appender.append(stream, batch, previous ?? 'no_stream');
    revisions.set(stream, (previous ?? -1) + batch.length);
  }
}

/** Our store as an Appender. */
export const periscopeAppender = (store: EventStore): Appender => ({
  async append(stream, events, expected) {
    await store.append(stream, events, { expectedRevision: expected });
  },
});

/** Emmett's store as a peer (bench/peers/emmett.ts, loaded only when its packages are installed). */
export interface EmmettPeer extends Appender {
  /** Empties the store between measurements, so that each starts as our fresh schema does. */
  reset(): Promise<void>;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}
