import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { workerDatabaseUrl } from './worker-sessions';

/** How many processes `WORKERS` asks for: 0 is one per core. */
export const workerCount = (workers: number): number => (workers === 0 ? availableParallelism() : workers);

/** A worker that dies this soon after it started is not replaced: it would only die again (a bad database, …). */
export const CRASH_LOOP_MS = 5000;
/** Workers still running this long after SIGTERM are killed (SIGKILL), and the primary exits with 1. */
const STOP_MS = 30_000;

/**
 * The primary of `WORKERS` server processes (node:cluster): it forks them, each runs the whole server and listens
 * on the same PORT (the primary accepts and hands connections round-robin), and forwards SIGTERM / SIGINT to them,
 * exiting once they have finished their requests (or killing them after STOP_MS). A worker that dies is replaced;
 * a connection handed to it as it died stays open, unanswered (docs/failover.md "On WORKERS"). It runs no server
 * itself. It logs each worker's pid as it starts (with its number n: its database sessions are DATABASE_URL's
 * application_name followed by `.w<n>`), listens and exits.
 */
export function runWorkers(count: number, log: (line: string) => void, databaseUrl?: string): void {
  let stopping = false;
  let forked = 0;
  const started = new Map<Worker, number>();
  const fork = () => {
    const n = ++forked;
    const worker = cluster.fork(
      databaseUrl ? { DATABASE_URL: workerDatabaseUrl(databaseUrl, n) } : undefined,
    );
    started.set(worker, Date.now());
    log(`worker ${worker.process.pid} started (w${n})`);
  };
  cluster.on('listening', (worker) => log(`worker ${worker.process.pid} listening`));
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}) after ${Math.round(ranMs / 1000)} s`);
    if (ranMs >= CRASH_LOOP_MS) fork();
    else if (started.size === 0) process.exit(1);
  });
  for (let i = 0; i < count; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of started.keys()) worker.process.kill(signal);
    if (started.size === 0) process.exit(0);
    setTimeout(() => {
      log(`${started.size} worker(s) still running ${STOP_MS / 1000} s after ${signal}: killed`);
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_MS).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log(`periscope: ${count} server processes on one port (WORKERS=${count})`);
}

export const isClusterPrimary = (): boolean => cluster.isPrimary;
