import { join } from 'node:path';
import { startServer, UNLIMITED, type BenchServer } from '../support/bench-server';

export const WEB_DIST = join(__dirname, '../../dist/web');

/** The built server (npm run build) on loopback in `cwd`, serving the built client, per-IP limits lifted. */
export function startBuiltServer(cwd: string, store: 'sqlite' | 'memory'): Promise<BenchServer> {
  return startServer(cwd, { EVENT_STORE: store, WEB_DIST, ...UNLIMITED });
}
