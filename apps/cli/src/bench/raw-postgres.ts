import { Client } from 'pg';
import type { RawDriver, RawRow } from './raw-driver';
import { PAGE, toRows } from './raw-driver';

/** Mirrors the postgres adapter's `events` table (libs/event-store/src/postgres/postgres.schema.ts), indexes included. */
const ddl = (schema: string) => `
  CREATE SCHEMA "${schema}";
  CREATE TABLE "${schema}".events (
    position bigint PRIMARY KEY, event_id uuid NOT NULL UNIQUE, stream text NOT NULL, revision int NOT NULL,
    type text NOT NULL, data json NOT NULL, metadata json NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream, revision))`;

const COLUMNS = 7;

/**
 * node-postgres alone, on one connection: a 1-event append is one INSERT in autocommit, a batch is one multi-row
 * INSERT (its own implicit transaction). The table lives in `schema`, dropped by close().
 */
export async function rawPostgres(connectionString: string, schema: string): Promise<RawDriver> {
  const client = new Client({ connectionString });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(ddl(schema));
  const table = `"${schema}".events`;
  const insert = (rows: number) => ({
    name: `raw-insert-${rows}`,
    text: `INSERT INTO ${table} (position, event_id, stream, revision, type, data, metadata) VALUES ${Array.from(
      { length: rows },
      (_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`,
    ).join(', ')}`,
  });
  const values = (rows: RawRow[]) =>
    rows.flatMap((r) => [r.position, r.id, r.stream, r.revision, r.type, r.data, r.metadata]);
  const page = {
    name: 'raw-page',
    text: `SELECT position, event_id AS id, stream, revision, type, data, metadata, recorded_at::text AS "recordedAt"
           FROM ${table} WHERE position >= $1 ORDER BY position LIMIT $2`,
  };
  let head = 0;
  return {
    async append(stream, events, expected) {
      const rows = toRows(stream, events, expected, head);
      await client.query({ ...insert(rows.length), values: values(rows) });
      head += rows.length;
    },
    async readAll(max) {
      let read = 0;
      let from = 1;
      while (read < max) {
        const want = Math.min(PAGE, max - read);
        // node-postgres parses json columns itself (JSON.parse), as the adapter does.
        const { rows } = await client.query<{ position: string }>({ ...page, values: [from, want] });
        read += rows.length;
        if (rows.length < want) break;
        from = Number(rows[rows.length - 1].position) + 1;
      }
      return read;
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
