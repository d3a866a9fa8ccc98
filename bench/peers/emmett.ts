import type { Event } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type { EmmettPeer } from '../store/append';
import { adminQuery } from '../store/stores';

/** Emmett has no schema option (it uses the connection's search path), so it gets a throw-away database. */
export const EMMETT_DATABASE = 'periscope_bench_emmett';

type GameEvent = Event<string, Record<string, unknown>, Record<string, unknown>>;

/**
 * @event-driven-io/emmett-postgresql on the same server: appendToStream with an expected stream version. Emmett
 * versions count from 1 (0 = no stream), ours from 0, hence the +1.
 */
export async function openEmmett(databaseUrl: string): Promise<EmmettPeer> {
  await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${EMMETT_DATABASE} WITH (FORCE)`);
  await adminQuery(databaseUrl, `CREATE DATABASE ${EMMETT_DATABASE}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${EMMETT_DATABASE}`;
  let store: PostgresEventStore | undefined;
  try {
    store = getPostgreSQLEventStore(url.toString());
    await store.schema.migrate();
  } catch (error) {
    await store?.close();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${EMMETT_DATABASE} WITH (FORCE)`);
    throw error;
  }
  const emmett = store;
  return {
    async append(stream, events, expected) {
      const expectedStreamVersion = expected === 'no_stream' ? 0n : BigInt(expected + 1);
      const batch = events.map(({ type, data, metadata }) => ({ type, data, metadata }) as GameEvent);
      await emmett.appendToStream<GameEvent>(stream, batch, { expectedStreamVersion });
    },
    reset: () => emmett.schema.dangerous.truncate({ resetSequences: true }),
    async close() {
      try {
        await emmett.close();
      } finally {
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${EMMETT_DATABASE} WITH (FORCE)`);
      }
    },
  };
}
