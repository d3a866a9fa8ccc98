import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported before AppModule: ConfigModule reads the environment when the module is first loaded.
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
process.env.THROTTLE_LIMIT = '1000000';
process.env.THROTTLE_COMMAND_LIMIT = '1000000';

/** A fresh folder for the sqlite database of the discovery e2e (the store and the read models share it). */
export const SQLITE_DIR = mkdtempSync(join(tmpdir(), 'periscope-discovery-'));
process.env.SQLITE_PATH = join(SQLITE_DIR, 'discovery.db');
