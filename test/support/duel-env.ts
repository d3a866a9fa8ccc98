import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported before AppModule: ConfigModule reads the environment when the module is first loaded. A whole game
// sends hundreds of requests from one address; the rate limits have their own test (live-throttling.e2e-spec).
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
process.env.THROTTLE_LIMIT = '1000000';
process.env.THROTTLE_COMMAND_LIMIT = '1000000';

/** A fresh folder for the sqlite database of the games e2e (the event store and the projections share it). */
export const SQLITE_DIR = mkdtempSync(join(tmpdir(), 'periscope-games-'));
process.env.SQLITE_PATH = join(SQLITE_DIR, 'games.db');
