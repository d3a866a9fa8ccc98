import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const MAIN = join(ROOT, 'apps/server/src/main.ts');
const REGISTER = require.resolve('@swc-node/register');

/** Starts the real server (TypeScript through swc, no build needed) in `cwd` with only `env` set. */
function startServer(
  cwd: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['-r', REGISTER, MAIN], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('close', (code) => resolve(code)); // 'close': after stdout and stderr are drained
  });

async function waitForListening(output: () => string, ms = 30000) {
  const end = Date.now() + ms;
  while (!output().includes('periscope listening')) {
    if (Date.now() > end) throw new Error(`server did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server process', () => {
  let cwd: string;
  beforeEach(() => (cwd = mkdtempSync(join(tmpdir(), 'periscope-server-'))));
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('refuses to start on a bad environment, naming each bad variable', async () => {
    const { child, output } = startServer(cwd, { PORT: 'harbour', EVENT_STORE: 'mongo' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('PORT: PORT must be an integer');
    expect(output()).toContain(
      'EVENT_STORE: EVENT_STORE must be one of the following values: sqlite, postgres, kurrentdb, memory',
    );
  }, 30000);

  it('names DATABASE_URL when postgres is chosen without it', async () => {
    const { child, output } = startServer(cwd, { EVENT_STORE: 'postgres' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('DATABASE_URL: required when EVENT_STORE=postgres');
  }, 30000);

  it('starts on sqlite with nothing configured, creates ./data/periscope.db, serves the web client from dist/web, and shuts down cleanly on SIGTERM', async () => {
    const port = String(20000 + (process.pid % 20000));
    const { child, output } = startServer(cwd, { PORT: port });
    await waitForListening(output);
    const health = (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json())) as {
      info: { eventStore: object };
    };
    expect(health.info.eventStore).toMatchObject({ status: 'up', kind: 'sqlite' });
    expect(existsSync(join(cwd, 'data/periscope.db'))).toBe(true);
    // WEB_DIST defaults to the repository's dist/web, wherever the server is started from; its log line says so.
    const webDist = join(ROOT, 'dist', 'web');
    expect(output()).toMatch(/the API at \/api \(docs at \/api\/docs\)/);
    expect(output()).toContain(
      existsSync(join(webDist, 'index.html'))
        ? `the web client at / from ${webDist}`
        : `not built in ${webDist}`,
    );
    const page = await fetch(`http://127.0.0.1:${port}/careers/abc`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('sqlite event store closed on SIGTERM');
    // SQLite removes the WAL file only when the last connection closes cleanly.
    expect(existsSync(join(cwd, 'data/periscope.db-wal'))).toBe(false);
  }, 40000);
});
