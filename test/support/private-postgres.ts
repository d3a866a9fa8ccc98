import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-child';

const run = promisify(execFile);
const FIRST_PORT = 55432;
const PORT_TRIES = 20;

/**
 * A PostgreSQL cluster of the test's own, in a temp dir on a spare port, that the test may stop and start (* outages and restarts). The machine's shared server is never touched. As root, initdb refuses: every command runs
 * as the `postgres` user, in a dir it owns.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /**
   * Stops the server. `fast` ends every session with 57P01 ("terminating connection due to administrator
   * command"), as an operator's restart does; `immediate` is a crash (no shutdown checkpoint).
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Whether it is running now. */
  running(): boolean;
  /** The server's log so far (for a failing test's message). */
  log(): string;
  /** Stops it (immediately) and removes its dir. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL install's bin dir (Debian keeps each major under /usr/lib/postgresql). */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] && join(root, majors[0], 'bin');
}

const asRoot = (): boolean => process.getuid?.() === 0;

function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const file = join(bin, tool);
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function tool(bin: string, name: string, args: string[]): Promise<string> {
  const [file, argv] = command(bin, name, args);
  const { stdout } = await run(file, argv, { timeout: 60_000 });
  return stdout;
}

function ownedDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-pg-'));
  if (asRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

/** initdb in a fresh temp dir and start on the first spare port from 55432 (or `port`). */
export async function startPrivatePostgres(options: { port?: number } = {}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const dir = ownedDir();
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  await tool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  let port = options.port ?? 0;
  let up = false;
  const pgCtl = (args: string[]) => tool(bin, 'pg_ctl', ['-D', data, '-l', logFile, ...args]);
  const start = async () => {
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await pgCtl(['-w', '-t', '30', '-o', settings, 'start']);
    up = true;
  };
  for (let i = 0; !up; i++) {
    port = options.port ?? (i < PORT_TRIES ? await spare(FIRST_PORT + i * 7 + (process.pid % 500)) : 0);
    try {
      await start();
    } catch (error) {
      if (options.port || i >= PORT_TRIES) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!up) return;
    await pgCtl(['-w', '-t', '30', '-m', mode, 'stop']);
    up = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop,
    start,
    running: () => up,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `port` when nothing listens there now, else an ephemeral one. */
function spare(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => void freePort().then(resolve, () => resolve(port)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
  });
}
