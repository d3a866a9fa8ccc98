import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported before AppModule: ConfigModule reads the environment when the module is first loaded. Twelve bot
// careers poll and send thousands of requests from one address; the rate limits have their own test.
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
process.env.THROTTLE_LIMIT = '10000000';
process.env.THROTTLE_COMMAND_LIMIT = '10000000';

/** A fresh folder for the sqlite database of the wolfpack e2e (the store and the read models share it). */
export const SQLITE_DIR = mkdtempSync(join(tmpdir(), 'periscope-wolfpack-'));
process.env.SQLITE_PATH = join(SQLITE_DIR, 'wolfpack.db');
