import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, UNLIMITED } from '../support/bench-server';

const ROOT = join(__dirname, '../..');
export const WEB_DIST = join(ROOT, 'dist/web');

export interface BuiltServer {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** The built server (npm run build) on loopback in `cwd`, serving the built client, per-IP limits lifted. */
export async function startBuiltServer(cwd: string, store: 'sqlite' | 'memory'): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'dist/apps/server/apps/server/src/main.js')], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      EVENT_STORE: store,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      ...UNLIMITED,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        url,
        child,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await closed;
        },
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the built server did not start (npm run build first)');
}
