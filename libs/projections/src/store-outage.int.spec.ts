import { createEventStore, EventStoreUnavailable, type EventStore } from '@periscope/event-store';
import {
  postgresBinDir,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../../test/support/private-postgres';
import { CheckpointedProjector, type Projection } from './checkpointed-projector';
import { PostgresDocumentStorage } from './postgres.document-storage';

/** Counts each career's events: the smallest read model. */
const COUNTS: Projection<number> = {
  view: { name: 'outage-counts', version: 1 },
  categories: ['career'],
  async apply(event, context) {
    context.set(event.stream, ((await context.get(event.stream)) ?? 0) + 1);
  },
};

const STREAMS = ['career-a', 'career-b', 'career-c'];
const OUTAGE_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { warn: () => undefined, error: () => undefined };

/** One append every 20 ms until stopped; what failed is kept. */
function writeLoad(store: EventStore) {
  const failures: unknown[] = [];
  let written = 0;
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      await store.append(STREAMS[n % STREAMS.length], [{ type: 'Happened', data: { n } }]).then(
        () => void written++,
        (error: unknown) => void failures.push(error),
      );
      await sleep(20);
    }
  })();
  return { failures, written: () => written, stop: () => ((stopped = true), done) };
}

// The database stopped for 5 s under a write load and started again.
const binaries = postgresBinDir();
if (!binaries) console.warn('store outage test skipped: no PostgreSQL under /usr/lib/postgresql');
(binaries ? describe : describe.skip)('a database outage under load (private PostgreSQL cluster)', () => {
  let cluster: PrivatePostgres;
  let store: EventStore;
  const projectors: CheckpointedProjector<number>[] = [];
  const storages: PostgresDocumentStorage<number>[] = [];

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    store = await createEventStore({ kind: 'postgres', connectionString: cluster.url, schema: 'outage' });
    for (let i = 0; i < 2; i++) {
      // Two contenders, as two server processes: one holds the lease, the other waits for it.
      const storage = new PostgresDocumentStorage<number>(cluster.url, 'outage', COUNTS.view);
      storages.push(storage);
      projectors.push(new CheckpointedProjector(store, storage, COUNTS, quiet, undefined, { maxMs: 1000 }));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(projectors.map((projector) => projector.stop()));
    await store?.close();
    await cluster?.destroy();
  });

  it('errors while down are EventStoreUnavailable; the read model catches up after, nothing lost or doubled', async () => {
    for (const projector of projectors) projector.start();
    const load = writeLoad(store);
    await sleep(1000);
    await cluster.stop('fast');
    await sleep(OUTAGE_MS / 2);
    const readWhileDown = await storages[0].load('career-a').catch((error: unknown) => error);
    await sleep(OUTAGE_MS / 2);
    await cluster.start();
    await sleep(1500);
    await load.stop();

    expect(load.failures.length).toBeGreaterThan(0);
    for (const failure of load.failures) expect(failure).toBeInstanceOf(EventStoreUnavailable);
    expect(readWhileDown).toBeInstanceOf(EventStoreUnavailable);

    const head = await store.headPosition();
    expect(head).toBe(load.written());
    const deadline = Date.now() + 20_000;
    while (Math.max(...projectors.map((p) => p.position)) < head && Date.now() < deadline) await sleep(100);
    expect(Math.max(...projectors.map((p) => p.position))).toBe(head);
    for (const stream of STREAMS)
      expect(await storages[0].load(stream)).toBe((await store.readStream(stream)).length);
  }, 60_000);
});
