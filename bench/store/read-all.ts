import type { EventStore, NewEvent } from '@periscope/event-store';
import type { Appender } from './append';
import { appendAll } from './append';
import { makeEvents, progress, rate } from '../support/fixtures';

const SEED_BATCH = 100;
const SEED_STREAMS = 1000;

/** Batches of fresh events, built lazily so that seeding a million events holds one batch at a time. */
function* seedBatches(total: number, label: string): Generator<NewEvent[]> {
  const every = Math.max(SEED_BATCH, Math.floor(total / 20 / SEED_BATCH) * SEED_BATCH);
  const started = Date.now();
  for (let done = 0; done < total; done += SEED_BATCH) {
    if (done > 0 && done % every === 0) {
      const perSecond = Math.round(done / ((Date.now() - started) / 1000));
      progress(
        `${label}: seeded ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${perSecond} ev/s)`,
      );
    }
    yield makeEvents(Math.min(SEED_BATCH, total - done), done);
  }
}

/** Appends `total` events in 100-event batches over 1,000 streams, reporting progress. */
export async function seed(appender: Appender, total: number, label: string): Promise<void> {
  await appendAll(appender, seedBatches(total, label), SEED_STREAMS, 'game-seed');
  progress(`${label}: seeded ${total.toLocaleString('en-US')} events`);
}

/** Reads `count` events from the start through readAll and returns events per second. */
export function measureReadAll(store: EventStore, count: number): Promise<number> {
  return rate(count, async () => {
    let read = 0;
    for await (const _event of store.readAll({ maxCount: count })) read++;
    if (read !== count) throw new Error(`readAll returned ${read} events, expected ${count}`);
  });
}

/** The raw driver's read of the same number of rows. */
export function measureRawRead(
  reader: { readAll(max: number): Promise<number> },
  count: number,
): Promise<number> {
  return rate(count, async () => {
    const read = await reader.readAll(count);
    if (read !== count) throw new Error(`raw read returned ${read} rows, expected ${count}`);
  });
}
