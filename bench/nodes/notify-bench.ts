import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { appendFunctionSql } from '@periscope/event-store/postgres/postgres.append-function';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import { CommitNotifier, NOTIFY_GAP_MS } from '@periscope/event-store/postgres/postgres.notifier';
import { channelOf } from '@periscope/event-store/postgres/postgres.schema';
import { percentile } from '../support/stats';
import { wakeLags, type Appended, type Heard } from './wake';

/**
 * each: a pg_notify inside every append (schema version 1); coalesced: the store's, after commit, one in flight
 * and a gap per process; none: no NOTIFY at all (the append path's ceiling here, nobody woken).
 */
export const NOTIFY_MODES = ['each', 'coalesced', 'none'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

export interface NotifySample {
  mode: NotifyMode;
  /** Connections appending in a closed loop (each waits for its answer), spread over `processes` notifiers. */
  connections: number;
  processes: number;
  appends: number;
  appendsPerSecond: number;
  /** NOTIFYs a listener heard, and the wait from an append's answer to the first NOTIFY covering it. */
  notifications: number;
  wakeP50: number;
  wakeP99: number;
  missed: number;
}

const DATA = JSON.stringify({ tubes: [1, 2, 3, 4], note: 'x'.repeat(240) }); // ~300 B, as bench:store's

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A fresh schema at the current version; `each` puts version 1's notifying append back. */
async function freshSchema(url: string, schema: string, mode: NotifyMode): Promise<void> {
  const store = await PostgresEventStore.open({ connectionString: url, schema, poolSize: 1 });
  await store.close();
  if (mode === 'each') {
    const client = await connect(url);
    await client.query(appendFunctionSql(schema, channelOf(schema), true)).finally(() => client.end());
  }
}

/**
 * Single-event appends through `append_events` by `connections` connections for `seconds`, on a fresh schema,
 * with a listener on the channel: appends per second at saturation, and how soon the listener hears of them.
 */
export async function runNotify(
  url: string,
  mode: NotifyMode,
  connections: number,
  seconds: number,
  processes = 3,
): Promise<NotifySample> {
  const schema = `bench_notify_${process.pid}_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  await freshSchema(url, schema, mode);
  const listener = await connect(url);
  const heard: Heard[] = [];
  listener.on('notification', (n) => heard.push({ position: Number(n.payload), at: performance.now() }));
  await listener.query(`LISTEN "${channelOf(schema)}"`);
  const senders =
    mode === 'coalesced' ? await Promise.all(Array.from({ length: processes }, () => connect(url))) : [];
  const notifiers = senders.map(
    (c) =>
      new CommitNotifier(
        (p) => c.query('SELECT pg_notify($1, $2)', [channelOf(schema), String(p)]),
        NOTIFY_GAP_MS,
      ),
  );
  const clients = await Promise.all(Array.from({ length: connections }, () => connect(url)));
  const appended: Appended[] = [];
  const sql = `SELECT out_position FROM "${schema}".append_events($1, 'any', $2::uuid[], $3, $4, $5)`;
  const end = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client, i) => {
        for (let n = 0; performance.now() < end; n++) {
          const values = [`career-${i}-${n % 20}`, [randomUUID()], ['TorpedoFired'], [DATA], ['{}']];
          const { rows } = await client.query<{ out_position: string }>(sql, values);
          const position = Number(rows[0].out_position);
          appended.push({ position, at: performance.now() });
          notifiers[i % processes]?.announce(position);
        }
      }),
    );
    await Promise.all(notifiers.map((n) => n.flush()));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the last NOTIFYs reach the listener
  } finally {
    await Promise.all([...clients, ...senders, listener].map((c) => c.end().catch(() => undefined)));
    const admin = await connect(url);
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => admin.end());
  }
  const { lags, missed } = mode === 'none' ? { lags: [], missed: 0 } : wakeLags(appended, heard);
  return {
    mode,
    connections,
    processes: mode === 'coalesced' ? processes : 0,
    appends: appended.length,
    appendsPerSecond: appended.length / seconds,
    notifications: heard.length,
    wakeP50: percentile(lags, 50),
    wakeP99: percentile(lags, 99),
    missed,
  };
}
