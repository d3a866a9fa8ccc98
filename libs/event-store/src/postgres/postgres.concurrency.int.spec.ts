import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DuplicateEventId, InvalidArgument, WrongExpectedVersion } from '../errors';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store.port';
import { PostgresEventStore } from './postgres.event-store';
import { SCHEMA_VERSION } from './postgres.schema';
import { databaseUrlOrSkip, dropSchema, sql, uniqueSchema } from './postgres.test-support';

const url = databaseUrlOrSkip('postgres concurrency suite');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stream = (category = 'career') => `${category}-${randomUUID().slice(0, 8)}`;
const event = (data: unknown = {}): NewEvent => ({ id: randomUUID(), type: 'PatrolAssigned', data });

/** Collects `n` events from a subscription that is already iterating, or fails after `ms`. */
async function collect(
  sub: AsyncIterable<RecordedEvent> & { close(): Promise<void> },
  n: number,
  ms = 10000,
) {
  const got: RecordedEvent[] = [];
  const timer = setTimeout(() => void sub.close(), ms);
  for await (const e of sub) {
    got.push(e);
    if (got.length >= n) break;
  }
  clearTimeout(timer);
  return got;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

if (url) {
  const schema = uniqueSchema('concurrency');
  const stores: EventStore[] = [];
  const open = async (options: { poolSize?: number; pollMs?: number; schema?: string } = {}) => {
    const store = await PostgresEventStore.open({ connectionString: url, schema, ...options });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await dropSchema(url, schema);
  });

  describe('postgres adapter: concurrency and recovery', () => {
    it('two processes opening a fresh schema at once both start; each migration is applied once', async () => {
      const fresh = uniqueSchema('migrate');
      try {
        await Promise.all(Array.from({ length: 4 }, () => open({ schema: fresh, poolSize: 2 })));
        await open({ schema: fresh, poolSize: 1 });
        const { rows } = await sql(url, `SELECT version FROM "${fresh}".schema_migrations ORDER BY version`);
        expect(rows.map((r) => r.version)).toEqual(range(1, SCHEMA_VERSION));
      } finally {
        await Promise.all(stores.splice(0).map((s) => s.close()));
        await dropSchema(url, fresh);
      }
    });

    it('a late committer holds back later appends: a subscriber sees every event in order, no gap', async () => {
      const writer = await open();
      const reader = await open({ poolSize: 2 });
      const head = await writer.headPosition();
      const sub = reader.subscribeToAll({ fromPosition: head });
      const received = collect(sub, 11);
      await sub.caughtUp;

      // A transaction that takes position head + 1 and then is slow to commit.
      const slow = new pg.Client({ connectionString: url });
      await slow.connect();
      const slowStream = stream('slow');
      await slow.query('BEGIN');
      await slow.query(`SELECT * FROM "${schema}".append_events($1, 'any', $2, $3, $4, $5)`, [
        slowStream,
        [randomUUID()],
        ['PatrolAssigned'],
        ['{}'],
        ['{}'],
      ]);
      let settled = false;
      const fast = Promise.all(Array.from({ length: 10 }, () => writer.append(stream('fast'), [event()])));
      void fast.then(() => (settled = true));
      await sleep(300);
      expect(settled).toBe(false);
      expect(await reader.headPosition()).toBe(head);
      await slow.query('COMMIT');
      await slow.end();

      const results = await fast;
      expect(results.map((r) => r.position).sort((a, b) => a - b)).toEqual(range(head + 2, head + 11));
      const got = await received;
      expect(got.map((e) => e.position)).toEqual(range(head + 1, head + 11));
      expect(got[0].stream).toBe(slowStream);
    });

    it('several processes appending to the same streams: positions gap-free, each revision won once', async () => {
      const processes = await Promise.all(Array.from({ length: 4 }, () => open({ poolSize: 3 })));
      const streams = [stream('game'), stream('game'), stream('game')];
      const head = await processes[0].headPosition();
      let written = 0;
      const checked = async (store: EventStore, s: string, n: number) => {
        for (;;) {
          const last = (await store.readStream(s, { direction: 'backwards', maxCount: 1 }))[0];
          try {
            await store.append(s, [event({ n })], { expectedRevision: last ? last.revision : 'no_stream' });
            return void written++;
          } catch (e) {
            if (!(e instanceof WrongExpectedVersion)) throw e;
          }
        }
      };
      const worker = async (store: EventStore, w: number) => {
        for (let n = 0; n < 15; n++) {
          const s = streams[(w + n) % streams.length];
          if (n % 3 === 0) {
            const batch = Array.from({ length: 1 + (n % 4) }, () => event({ w, n }));
            await store.append(s, batch);
            written += batch.length;
          } else await checked(store, s, n);
        }
      };
      await Promise.all(processes.flatMap((store, p) => [worker(store, 2 * p), worker(store, 2 * p + 1)]));

      const all: RecordedEvent[] = [];
      for await (const e of processes[1].readAll({ fromPosition: head + 1 })) all.push(e);
      expect(all).toHaveLength(written);
      expect(all.map((e) => e.position)).toEqual(range(head + 1, head + written));
      expect(await processes[2].headPosition()).toBe(head + written);
      for (const s of streams) {
        const revisions = all.filter((e) => e.stream === s).map((e) => e.revision);
        expect(revisions).toEqual(range(0, revisions.length - 1));
      }
    });

    it('a duplicate id committed by a racing writer ends as DuplicateEventId or the idempotent result', async () => {
      const store = await open();
      const racer = new pg.Client({ connectionString: url });
      await racer.connect();
      const insert = `INSERT INTO "${schema}".events (position, event_id, stream, revision, type, data, metadata)
                      VALUES ($1, $2, $3, $4, 'PatrolAssigned', '{}', '{}')`;
      const race = async (racerStream: string, appendStream: string, id: string) => {
        await racer.query('BEGIN');
        await racer.query(insert, [1e12, id, racerStream, 99]);
        const appending = store.append(appendStream, [{ ...event(), id }]).catch((e) => e);
        await sleep(200);
        await racer.query('COMMIT');
        const outcome = await appending;
        await racer.query(`DELETE FROM "${schema}".events WHERE position = $1`, [1e12]);
        return outcome;
      };
      try {
        const elsewhere = await race(stream(), stream(), randomUUID());
        expect(elsewhere).toBeInstanceOf(DuplicateEventId);
        const s = stream();
        expect(await race(s, s, randomUUID())).toEqual({ nextExpectedRevision: 99, position: 1e12 });
      } finally {
        await racer.end();
      }
    });

    it('a lost LISTEN connection is re-opened and live delivery resumes without waiting for a poll', async () => {
      const subscriber = await open({ pollMs: 60000, poolSize: 2 });
      const appender = await open({ poolSize: 2 });
      const sub = subscriber.subscribeToAll({ fromPosition: 'end' });
      const received = collect(sub, 1, 8000);
      await sub.caughtUp;
      const listeners = `SELECT pid FROM pg_stat_activity WHERE application_name = 'periscope-listener:${schema}'`;
      const before = (await sql(url, listeners)).rows.map((r) => r.pid);
      await sql(url, `SELECT pg_terminate_backend(pid) FROM (${listeners}) l`);
      for (let i = 0; i < 50; i++) {
        const now = (await sql(url, listeners)).rows.map((r) => r.pid);
        if (now.length >= before.length && now.every((pid) => !before.includes(pid))) break;
        await sleep(100);
      }
      const s = stream();
      const started = Date.now();
      await appender.append(s, [event()]);
      const got = await received;
      expect(got.map((e) => e.stream)).toEqual([s]);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('bad input fails in validation before any SQL runs', async () => {
      const store = await open({ poolSize: 1 });
      const spy = jest.spyOn(pg.Client.prototype, 'query');
      try {
        await expect(store.append('career', [event()])).rejects.toBeInstanceOf(InvalidArgument);
        await expect(store.append(stream(), [{ ...event(), type: '' }])).rejects.toBeInstanceOf(
          InvalidArgument,
        );
        await expect(store.readStream(stream(), { maxCount: 0 })).rejects.toBeInstanceOf(InvalidArgument);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });

    it('refuses a schema name that is not a plain identifier, without connecting', async () => {
      await expect(
        PostgresEventStore.open({ connectionString: url, schema: 'x"; DROP' }),
      ).rejects.toMatchObject({
        field: 'schema',
      });
    });

    it('fails to open, not hangs, when the database is unreachable', async () => {
      await expect(
        PostgresEventStore.open({ connectionString: 'postgres://postgres@127.0.0.1:1/test', schema }),
      ).rejects.toThrow();
    });
  });
}
