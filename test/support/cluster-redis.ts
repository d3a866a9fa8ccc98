import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { forget, reapOnExit } from './cluster-reaper';
import { freePort } from './server-child';

/**
 * A redis-server of the test's own on a spare port (never the machine's on 6379), with nothing persisted, that the
 * test may kill and start again on the same port (a Redis restart).
 */
export interface PrivateRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL: the connections drop as in a crash. */
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something answers PING on the port with PONG. */
async function answers(port: number, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
      socket.on('data', (chunk) => {
        resolve(String(chunk).startsWith('+PONG'));
        socket.destroy();
      });
      socket.write('PING\r\n');
    });
    if (pong) return;
    if (Date.now() > end) throw new Error(`redis-server on ${port} did not answer in ${ms} ms`);
    await pause(50);
  }
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const started = spawn('redis-server', [...args, '--daemonize', 'no'], { stdio: 'ignore' });
    child = started;
    const pid = started.pid as number;
    reapOnExit({ pid });
    started.once('exit', () => forget({ pid }));
    await answers(port);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
  };
}
