import pg, { Client } from 'pg';
import type { RawDriver, RawReader, RawRow } from './raw-driver';
import { pageThrough, toRows } from './raw-driver';

/** Mirrors the postgres adapter's `events` table (libs/event-store/src/postgres/postgres.schema.ts), indexes included. */
const ddl = (schema: string) => `
  CREATE SCHEMA "${schema}";
  CREATE TABLE "${schema}".events (
    position bigint PRIMARY KEY, event_id uuid NOT NULL UNIQUE, stream text NOT NULL, revision int NOT NULL,
    type text NOT NULL, data json NOT NULL, metadata json NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream, revision))`;

const COLUMNS = 7;

/** `INSERT … VALUES ($1, …), (…)` for `rows` rows, as a named (prepared) statement. */
const insertOf = (table: string, rows: number) => ({
  name: `raw-insert-${rows}`,
  text: `INSERT INTO ${table} (position, event_id, stream, revision, type, data, metadata) VALUES ${Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`,
  ).join(', ')}`,
});

/**
 * node-postgres alone, on one connection: a 1-event append is one INSERT in autocommit, a batch is one multi-row
 * INSERT (its own implicit transaction). The table lives in `schema`, created fresh and dropped by close().
 */
export async function rawPostgres(connectionString: string, schema: string): Promise<RawDriver> {
  const client = new Client({ connectionString });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(ddl(schema));
  const table = `"${schema}".events`;
  const values = (rows: RawRow[]) =>
    rows.flatMap((r) => [r.position, r.id, r.stream, r.revision, r.type, r.data, r.metadata]);
  let head = 0;
  return {
    async append(stream, events, expected) {
      const rows = toRows(stream, events, expected, head);
      await client.query({ ...insertOf(table, rows.length), values: values(rows) });
      head += rows.length;
    },
    async close() {
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * node-postgres's stock parsers: json → JSON.parse, int8 → string. Emmett's driver (dumbo) replaces the global ones
 * for json and int8 with slower ones as soon as it is loaded, so the reader carries its own.
 */
const STOCK_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.JSON) return (text: string) => JSON.parse(text);
    if (oid === pg.types.builtins.INT8) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** node-postgres reading the store's own `events` table in `schema`, parsing json columns with JSON.parse. */
export async function rawPostgresReader(connectionString: string, schema: string): Promise<RawReader> {
  const client = new Client({ connectionString, types: STOCK_TYPES });
  await client.connect();
  const page = {
    name: 'raw-page',
    text: `SELECT position, event_id AS id, stream, revision, type, data, metadata, recorded_at::text AS "recordedAt"
           FROM "${schema}".events WHERE position >= $1 ORDER BY position LIMIT $2`,
  };
  return {
    readAll: (max) =>
      pageThrough(
        max,
        async (from, want) => (await client.query<RawRow>({ ...page, values: [from, want] })).rows,
      ),
    close: () => client.end(),
  };
}
