import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RecordedEvent } from '../event-store.port';
import { PostgresEventStore } from './postgres.event-store';
import { channelOf } from './postgres.schema';
import { databaseUrlOrSkip, dropSchema, uniqueSchema } from './postgres.test-support';

const url = databaseUrlOrSkip('postgres NOTIFY suite');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (url) {
  const schema = uniqueSchema('notify');
  const stores: PostgresEventStore[] = [];
  const open = async (options: { pollMs?: number } = {}) => {
    const store = await PostgresEventStore.open({ connectionString: url, schema, poolSize: 4, ...options });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await dropSchema(url, schema);
  });

  describe('postgres adapter: NOTIFY after commit, coalesced (docs/scaling.md)', () => {
    it('three appending processes wake a subscriber that never polls: every event once, in order, fewer NOTIFYs', async () => {
      const subscriber = await open({ pollMs: 600_000 });
      const appenders = await Promise.all([open(), open(), open()]);
      const listen = new pg.Client({ connectionString: url });
      await listen.connect();
      const payloads: number[] = [];
      listen.on('notification', (n) => payloads.push(Number(n.payload)));
      await listen.query(`LISTEN "${channelOf(schema)}"`);
      const head = await subscriber.headPosition();
      const sub = subscriber.subscribeToAll({ fromPosition: 'end' });
      const perStore = 100;
      const total = perStore * appenders.length;
      const got: RecordedEvent[] = [];
      const received = (async () => {
        for await (const e of sub) if (got.push(e) >= total) break;
      })();
      await sub.caughtUp;
      const timer = setTimeout(() => void sub.close(), 20_000);
      try {
        await Promise.all(
          appenders.map(async (store, p) => {
            for (let i = 0; i < perStore; i += 10)
              await Promise.all(
                Array.from({ length: 10 }, (_, k) =>
                  store.append(`career-${p}-${k}`, [
                    { id: randomUUID(), type: 'PatrolAssigned', data: { i } },
                  ]),
                ),
              );
          }),
        );
        await received;
        for (let i = 0; i < 50 && !payloads.includes(head + total); i++) await sleep(100);
      } finally {
        clearTimeout(timer);
        await listen.end();
      }
      const positions = got.map((e) => e.position);
      expect(positions).toEqual(Array.from({ length: total }, (_, i) => head + 1 + i));
      expect(Math.max(...payloads)).toBe(head + total);
      expect(payloads.length).toBeGreaterThan(0);
      expect(payloads.length).toBeLessThan(total);
    });
  });
}
