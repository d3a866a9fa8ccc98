import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createEventStore, type EventStore, type EventStoreConfig } from '@periscope/event-store';

export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['sqlite', 'postgres'];

/** Where one benchmarked store lives: a throw-away sqlite file or a throw-away postgres schema. */
export type StoreLocation =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; connectionString: string; schema: string };

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const TMP = join(tmpdir(), `periscope-bench-${process.pid}`);

/** A fresh, empty location named after `label` (unique within this process). */
export function freshLocation(kind: StoreKind, label: string, databaseUrl: string): StoreLocation {
  return kind === 'sqlite'
    ? { kind, path: join(TMP, `${label}.db`) }
    : { kind, connectionString: databaseUrl, schema: `bench_${process.pid}_${label}` };
}

export const openStore = (location: StoreLocation): Promise<EventStore> =>
  createEventStore(location as EventStoreConfig);

/** Runs one statement on the database as an administrator connection. */
export async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Deletes what a location holds: the sqlite file with its WAL, or the postgres schema. */
export async function dropLocation(location: StoreLocation): Promise<void> {
  if (location.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(location.path + suffix, { force: true });
  } else {
    await adminQuery(location.connectionString, `DROP SCHEMA IF EXISTS "${location.schema}" CASCADE`);
  }
}

/** Opens a fresh store, runs fn on it, then closes and deletes it whatever happens. */
export async function withFreshStore<T>(
  location: StoreLocation,
  fn: (store: EventStore) => Promise<T>,
): Promise<T> {
  await dropLocation(location);
  const store = await openStore(location);
  try {
    return await fn(store);
  } finally {
    await store.close();
    await dropLocation(location);
  }
}

/** Removes this process's temporary sqlite folder. */
export const removeTempFiles = (): void => rmSync(TMP, { recursive: true, force: true });
