import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEventStoreContract } from '../../test/event-store.contract';
import { SqliteEventStore } from './sqlite.event-store';

const dir = mkdtempSync(join(tmpdir(), 'periscope-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every store the suite opens shares one file, as processes sharing a database would.
runEventStoreContract('sqlite', async () => new SqliteEventStore({ path: join(dir, 'contract.db') }), {
  gapFreePositions: true,
});
