import { createHash } from 'node:crypto';
import type pg from 'pg';
import { InvalidArgument } from '../errors';
import { appendFunctionSql } from './postgres.append-function';
import { inTransaction } from './postgres.transaction';

/** Lower-case identifiers only, short enough that `<schema>_events` still fits PostgreSQL's 63-byte limit. */
const SCHEMA = /^[a-z_][a-z0-9_]{0,55}$/;

/** Throws unless `schema` is safe to splice into SQL as an identifier. */
export function assertSchemaName(schema: unknown): asserts schema is string {
  if (typeof schema !== 'string' || !SCHEMA.test(schema)) {
    throw new InvalidArgument('schema', `must match ${SCHEMA}, got ${JSON.stringify(schema)}`);
  }
}

/** The NOTIFY channel appends to `schema` publish on. */
export const channelOf = (schema: string): string => `${schema}_events`;

/** A fixed advisory-lock key per schema, so that every process migrating the same schema agrees on it. */
export function migrationLockKey(schema: string): string {
  const digest = createHash('sha256').update(`periscope:migrate:${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/** Versioned migrations: entry i is version i + 1. Append new ones; never edit an applied one. */
const MIGRATIONS: ((schema: string) => string)[] = [
  // json, not jsonb: jsonb reorders keys and the audit hashes the exact bytes that were appended.
  (s) => `
    CREATE TABLE "${s}".events (
      position    bigint      PRIMARY KEY,
      event_id    uuid        NOT NULL UNIQUE,
      stream      text        NOT NULL,
      revision    int         NOT NULL,
      type        text        NOT NULL,
      data        json        NOT NULL,
      metadata    json        NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream, revision)
    );
    CREATE TABLE "${s}".streams (stream text PRIMARY KEY, revision int NOT NULL);
    CREATE TABLE "${s}".positions (id boolean PRIMARY KEY DEFAULT true CHECK (id), last bigint NOT NULL);
    INSERT INTO "${s}".positions (last) VALUES (0);
    ${appendFunctionSql(s, channelOf(s))}`,
  // The append no longer notifies inside its transaction; the store announces commits after them, coalesced.
  (s) => appendFunctionSql(s, channelOf(s), false),
];

/** The number of migrations this code knows. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Creates the schema and applies missing migrations in one transaction. The transaction-scoped advisory lock
 * makes concurrent starts queue: the second one sees the first one's versions and applies nothing.
 */
export async function migrate(pool: pg.Pool, schema: string): Promise<void> {
  assertSchemaName(schema);
  await inTransaction(pool, async (client) => {
    // A migration may take longer than the pool's bound on a statement (poolTimeouts): it alone has none.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey(schema)]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${schema}".schema_migrations (
         version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number }>(
      `SELECT coalesce(max(version), 0) AS version FROM "${schema}".schema_migrations`,
    );
    // A newer process may already have gone further: its migrations are additive, so older code still runs.
    for (let version = rows[0].version + 1; version <= MIGRATIONS.length; version++) {
      await client.query(MIGRATIONS[version - 1](schema));
      await client.query(`INSERT INTO "${schema}".schema_migrations (version) VALUES ($1)`, [version]);
    }
  });
}
