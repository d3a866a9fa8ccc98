import pg from 'pg';
import { unavailableOr } from './postgres.unavailable';

/** bigint positions come back as numbers, json columns as the exact text appended (toRecordedEvent parses it). */
export const PG_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return Number;
    if (oid === pg.types.builtins.JSON) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** The statements the store runs against `schema`; the hot ones are named, so each connection plans them once. */
export function statements(schema: string) {
  const columns = `position, event_id AS id, stream, revision, type, data, metadata,
    to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "recordedAt"`;
  const events = `"${schema}".events`;
  return {
    append: {
      name: `${schema}.append`,
      text: `SELECT out_id AS id, out_stream AS stream, out_revision AS revision, out_position AS position
             FROM "${schema}".append_events($1, $2, $3, $4, $5, $6)`,
    },
    findIds: `SELECT event_id AS id, stream, revision, position FROM ${events} WHERE event_id = ANY ($1::uuid[])`,
    forwards: `SELECT ${columns} FROM ${events}
               WHERE stream = $1 AND revision >= $2::bigint ORDER BY revision LIMIT $3`,
    backwards: `SELECT ${columns} FROM ${events}
                WHERE stream = $1 AND revision <= $2::bigint ORDER BY revision DESC LIMIT $3`,
    erase: `UPDATE ${events} SET type = $1, data = $2::json, metadata = $3::json WHERE stream = $4`,
    page: {
      name: `${schema}.page`,
      text: `SELECT ${columns} FROM ${events} WHERE position >= $1 ORDER BY position LIMIT $2`,
    },
    head: { name: `${schema}.head`, text: `SELECT last FROM "${schema}".positions` },
    // A stream's revision at a position: its (stream, revision) index, from the end.
    revisionsAt: `
      SELECT coalesce((SELECT e.revision FROM ${events} e WHERE e.stream = w.stream AND e.position <= w.position
                       ORDER BY e.revision DESC LIMIT 1), -1) AS revision
      FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS w(stream, position, n) ORDER BY w.n`,
    // The next positions' range (the pages every tail reads, without the head's), the streams named coming back.
    streamsAfter: {
      name: `${schema}.streams-after`,
      text: `WITH scanned AS MATERIALIZED (
               SELECT position AS at, stream AS s, revision AS r FROM ${events}
               WHERE position > $3 ORDER BY position LIMIT $4)
             SELECT t.scanned, t.reached, x.* FROM
               (SELECT count(*)::int AS scanned, coalesce(max(at), $3) AS reached FROM scanned) t
             LEFT JOIN LATERAL (
               SELECT ${columns} FROM ${events} WHERE position IN (
                 SELECT at FROM scanned JOIN unnest($1::text[], $2::int[]) AS w(watched, after)
                 ON s = w.watched AND r > w.after)
               ORDER BY position) x ON true`,
    },
  };
}

export type Statements = ReturnType<typeof statements>;

/**
 * Runs one query on a pooled connection. pool.query() discards the connection after any error, and reconnecting
 * costs milliseconds: too dear for WrongExpectedVersion, an everyday answer. Here only a connection-level
 * failure retires the connection, and it is thrown as EventStoreUnavailable.
 */
export async function query<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  config: pg.QueryConfig,
): Promise<pg.QueryResult<Row>> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw unavailableOr(error);
  }
  let broken: Error | undefined;
  try {
    return await client.query<Row>(config);
  } catch (error) {
    if (!(error instanceof pg.DatabaseError) || error.code?.startsWith('57P')) broken = error as Error;
    throw unavailableOr(error);
  } finally {
    client.release(broken);
  }
}
