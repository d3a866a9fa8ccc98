import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEventStoreContract } from '../../test/event-store.contract';
import { SqliteEventStore, type SqliteOptions } from './sqlite.event-store';

const dir = mkdtempSync(join(tmpdir(), 'periscope-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every store the suite opens shares one file, as processes sharing a database would.
describe('when a commit reaches the disk', () => {
  const level = async (options: Partial<SqliteOptions>) => {
    const store = new SqliteEventStore({
      path: join(dir, `synchronous-${options.synchronous}.db`),
      ...options,
    });
    try {
      // The level is the connection's own: read on the store's connection itself.
      const { db } = store as unknown as { db: { pragma(p: string, o: { simple: true }): unknown } };
      return db.pragma('synchronous', { simple: true });
    } finally {
      await store.close();
    }
  };

  it('flushes every commit (FULL) unless told otherwise, and at the checkpoint (NORMAL) when told', async () => {
    expect(await level({})).toBe(2);
    expect(await level({ synchronous: 'full' })).toBe(2);
    expect(await level({ synchronous: 'normal' })).toBe(1);
  });
});

runEventStoreContract('sqlite', async () => new SqliteEventStore({ path: join(dir, 'contract.db') }), {
  gapFreePositions: true,
});
