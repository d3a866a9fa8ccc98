import type { Pool, PoolClient } from 'pg';
import { EventStoreUnavailable } from '../errors';
import { unavailableOr } from './postgres.unavailable';

/**
 * work on one client of the pool inside BEGIN … COMMIT; rolled back (and rethrown) when it throws. A connection
 * failure is thrown as EventStoreUnavailable and retires the connection.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw unavailableOr(error);
  }
  let failure: unknown;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failure = unavailableOr(error);
    await client.query('ROLLBACK').catch(() => undefined);
    throw failure;
  } finally {
    client.release(failure instanceof EventStoreUnavailable ? failure : undefined);
  }
}
