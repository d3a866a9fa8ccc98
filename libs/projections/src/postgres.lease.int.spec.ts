import {
  databaseUrlOrSkip,
  dropSchema,
  sql,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import pg from 'pg';
import { LeaseLost, type DocumentBatch } from './document-storage';
import { PostgresDocumentStorage } from './postgres.document-storage';

const VIEW = { name: 'lease-test', version: 1 };
const url = databaseUrlOrSkip('read-model lease on postgres');

const batch = (epoch: number, from: number, checkpoint: number): DocumentBatch<number> => ({
  docs: new Map([['k', checkpoint]]),
  from,
  checkpoint,
  epoch,
});

// A writer that lost its lease must know it and stop before its next write.
(url ? describe : describe.skip)('the read model lease on PostgreSQL, fenced by an epoch', () => {
  const schema = uniqueSchema('lease');
  const storages: PostgresDocumentStorage<number>[] = [];
  const storage = () => {
    const made = new PostgresDocumentStorage<number>(url as string, schema, VIEW);
    storages.push(made);
    return made;
  };

  beforeAll(() => sql(url as string, `CREATE SCHEMA "${schema}"`));
  afterAll(async () => {
    await Promise.all(storages.map((s) => s.close()));
    await dropSchema(url as string, schema);
  });

  it('a writer whose lease another took over writes nothing more: LeaseLost, the newcomer’s commit lands', async () => {
    const first = storage();
    await first.open();
    const old = (await first.lease()) as number;
    await first.commit(batch(old, 0, 1));

    const second = storage();
    await second.open();
    const holder = (first as unknown as { holder: { pid: number } }).holder.pid;
    const leasing = second.lease();
    await sql(url as string, 'SELECT pg_terminate_backend($1)', [holder]); // the old lock dies with its session
    const epoch = (await leasing) as number;
    expect(epoch).toBeGreaterThan(old);

    await expect(first.commit(batch(old, 1, 2))).rejects.toBeInstanceOf(LeaseLost);
    await second.commit(batch(epoch, 1, 2));
    expect(await second.checkpoint()).toBe(2);
    expect(await second.load('k')).toBe(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('a writer whose lock session died writes nothing, even before anyone else raised the epoch', async () => {
    const only = storage();
    await only.open();
    const epoch = (await only.lease()) as number;
    const from = await only.checkpoint();
    await sql(url as string, 'SELECT pg_terminate_backend($1)', [
      (only as unknown as { holder: { pid: number } }).holder.pid,
    ]);
    await expect(only.commit(batch(epoch, from, from + 1))).rejects.toBeInstanceOf(LeaseLost);
    expect(await only.checkpoint()).toBe(from);
    const again = (await only.lease()) as number; // the same process contends again and wins
    expect(again).toBe(epoch + 1);
    await only.commit(batch(again, from, from + 1));
    expect(await only.checkpoint()).toBe(from + 1);
    await only.close();
  });

  // A holder alive but not working (SIGSTOP, a GC pause, a stalled link) keeps its lock session: its heartbeat stops.
  it('a standby ends the session of a holder whose heartbeat is old while the store moved, and takes over', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => void lines.push(line) };
    const frozen = new PostgresDocumentStorage<number>(url as string, schema, VIEW, {
      heartbeatMs: 60_000, // it beats once, on taking the lease, then never again: frozen
      log,
    });
    storages.push(frozen);
    await frozen.open();
    const lost: number[] = [];
    const old = (await frozen.lease((epoch) => lost.push(epoch))) as number;
    const from = await frozen.checkpoint();

    let head = from; // the store has not moved past the view: a silent holder is left alone
    const standby = new PostgresDocumentStorage<number>(url as string, schema, VIEW, {
      staleMs: 300,
      retryMs: 50,
      head: async () => head,
      log,
    });
    storages.push(standby);
    await standby.open();
    const leasing = standby.lease();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(lines).toEqual([]);

    head = from + 5; // events arrive: the silent holder is ended
    const epoch = (await leasing) as number;
    expect(epoch).toBe(old + 1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^lease-test: the lease holder \\(session \\d+\\) has not beaten for [\\d.]+ s while the store moved to ${head}`,
      ),
    );
    await expect(frozen.commit(batch(old, from, from + 1))).rejects.toBeInstanceOf(LeaseLost);
    for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lost).toEqual([old]);
    expect(lines[1]).toMatch(
      /^lease-test: lost the lease of epoch \d+: its (session ended|heartbeat failed)/,
    );
    await standby.commit(batch(epoch, from, from + 1));
    expect(await standby.checkpoint()).toBe(from + 1);
    await Promise.all([frozen.close(), standby.close()]);
  });

  it('a holder that beats keeps its lease however long the standby waits', async () => {
    const holder = storage();
    await holder.open();
    const epoch = (await holder.lease()) as number;
    const from = await holder.checkpoint();
    const standby = new PostgresDocumentStorage<number>(url as string, schema, VIEW, {
      staleMs: 1500,
      retryMs: 50,
      head: async () => from + 100,
    });
    storages.push(standby);
    await standby.open();
    let leased = false;
    void standby.lease().then(() => (leased = true));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(leased).toBe(false);
    await holder.commit(batch(epoch, from, from + 1));
    await Promise.all([holder.close(), standby.close()]);
  });

  // docs/scaling.md: the first process to start takes every lease; the others ask, and it hands them over.
  it('spreads the leases: a process holding two more than a standby that asks hands one over, then they stay', async () => {
    const views = ['spread-a', 'spread-b', 'spread-c'].map((name) => ({ name, version: 1 }));
    const first = new Set<object>();
    const second = new Set<object>();
    const timings = { heartbeatMs: 100, retryMs: 50, staleMs: 60_000 };
    const made = (peers: Set<object>) =>
      views.map((view) => {
        const s = new PostgresDocumentStorage<number>(url as string, schema, view, { ...timings, peers });
        storages.push(s);
        return s;
      });
    const mine = made(first);
    for (const s of mine) await s.open();
    for (const s of mine) await s.lease();
    expect(first.size).toBe(3);
    const theirs = made(second);
    for (const s of theirs) await s.open();
    for (const s of theirs) void s.lease();
    for (let i = 0; i < 200 && second.size < 1; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect([first.size, second.size]).toEqual([2, 1]);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // 2 against 1: nothing more moves
    expect([first.size, second.size]).toEqual([2, 1]);
    await Promise.all([...mine, ...theirs].map((s) => s.close()));
  });

  // A server stopped while its projector was taking a lease: the lease must not outlive the close (its session
  // and heartbeat kept the process alive after SIGTERM).
  it('a lease closed while it raises its epoch gives the lock up: its session ends', async () => {
    const view = { name: 'lease-closed-midway', version: 1 };
    const closing = new PostgresDocumentStorage<number>(url as string, schema, view);
    storages.push(closing);
    await closing.open();
    const blocker = new pg.Client({ connectionString: url as string });
    await blocker.connect();
    try {
      // The checkpoint row held by another transaction: the epoch's UPDATE waits there, the lock already taken.
      await blocker.query('BEGIN');
      await blocker.query(`SELECT 1 FROM "${schema}".view_checkpoints WHERE name = $1 FOR UPDATE`, [
        view.name,
      ]);
      const leasing = closing.lease();
      let session: number | undefined;
      while (session === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        session = await raisingEpoch();
      }
      const closed = closing.close();
      await blocker.query('COMMIT');
      expect(await leasing).toBeUndefined();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the session's end reaches the server
      const { rows } = await sql(url as string, 'SELECT 1 FROM pg_stat_activity WHERE pid = $1', [session]);
      expect(rows).toEqual([]);
    } finally {
      await blocker.end();
    }
  });

  /** The session that holds an advisory lock and waits for a row in this schema's epoch UPDATE, if any. */
  async function raisingEpoch(): Promise<number | undefined> {
    const { rows } = await sql(
      url as string,
      `SELECT a.pid FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid AND l.locktype = 'advisory'
       WHERE a.wait_event_type = 'Lock' AND a.query LIKE '%SET epoch = epoch + 1%' AND a.query LIKE $1`,
      [`%${schema}%`],
    );
    return rows[0]?.pid as number | undefined;
  }
});
