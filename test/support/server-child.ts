import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const MAIN = join(ROOT, 'apps/server/src/main.ts');
const REGISTER = require.resolve('@swc-node/register');

/** A real server process (TypeScript through swc, no build), for tests that need real sockets. */
export interface ServerChild {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server in `cwd` with only `env` set (and node's `nodeArgs`) and resolves once it listens. */
export async function startServerChild(
  cwd: string,
  env: Record<string, string>,
  ms = 30000,
  nodeArgs: readonly string[] = [],
): Promise<ServerChild> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '-r', REGISTER, MAIN], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > end) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return closed;
    },
  };
}
