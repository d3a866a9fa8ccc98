import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CRASH_LOOP_MS } from '../../apps/server/src/cluster/workers';
import { forget, reapOnExit, type Reaped } from './cluster-reaper';
import { startPrivateRedis, type PrivateRedis } from './cluster-redis';
import { loggedWorkers, workerLines, type LoggedWorker } from './cluster-workers';
import { until } from './cluster-wait';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startServerChild, type ServerChild } from './server-child';
import { stallableLink, type StallableLink } from './stallable-link';

/** The schema every process of the cluster shares. */
export const CLUSTER_SCHEMA = 'cluster';

/** How long a process may take to shut down on SIGTERM before it is killed. */
const STOP_MS = 10_000;
/** How long a process may take to answer: a WORKERS primary's first worker loads the whole server under swc. */
const START_MS = 60_000;
/** How long a WORKERS primary's workers may take to listen, all of them loading the server at once. */
const WORKERS_LISTEN_MS = 240_000;
/** How long a primary may take to replace a worker killed (docs/failover.md "On WORKERS"). */
const REPLACED_MS = 120_000;

async function stopWithin({ name, server }: ClusterProcess, ms: number): Promise<void> {
  const timer = setTimeout(() => {
    console.warn(`${name} did not stop within ${ms} ms of SIGTERM: killed`);
    server.child.kill('SIGKILL');
  }, ms);
  await server.stop();
  clearTimeout(timer);
}

/** The test's own sessions' application_name (the servers' are their slots' names, a worker's followed by `.w<n>`). */
export const TEST_APPLICATION = 'cluster-test';

/**
 * One process of the cluster, started by the test: its slot, its name in `pg_stat_activity.application_name`. With
 * `workers`, a `WORKERS` primary: its workers serve on its port, their sessions named after it.
 */
export interface ClusterProcess {
  readonly slot: number;
  readonly name: string;
  readonly server: ServerChild;
  /** Set when the test ended it on purpose (kill -9): it does not count as a process that exited. */
  killed: boolean;
  /** Set while the test holds it stopped (SIGSTOP): a load balancer routes around it, as around a dead one. */
  frozen?: boolean;
}

/** A process that serves and may hold leases: a slot's own process, or one worker of the slot's primary. */
export interface ServerProcess {
  /** Its sessions' application_name. */
  readonly name: string;
  readonly pid: number;
  /** The slot it serves: its URL reaches it (through its primary, for a worker). */
  readonly process: ClusterProcess;
  readonly worker: boolean;
}

/**
 * Several real server processes on one PostgreSQL schema of a private cluster and one private Redis,
 * both started for the test so that it may stop them: the machine's PostgreSQL and Redis are never touched.
 */
export class Cluster {
  readonly processes: ClusterProcess[] = [];
  /** Per slot, with `links`: the stallable link its database connections go through. */
  readonly links = new Map<number, StallableLink>();
  private readonly cwd = mkdtempSync(join(tmpdir(), 'periscope-cluster-'));
  private generation = 0;
  /** The workers the test killed (kill -9): their exits do not count as workers that died. */
  private readonly killedWorkers = new Set<number>();
  /** When each worker was first seen listening: it was forked before then. */
  private readonly workersSeen = new Map<number, number>();

  private constructor(
    readonly postgres: PrivatePostgres,
    readonly redis: PrivateRedis,
    private readonly env: Record<string, string>,
    /** Server processes per slot: 1, or each slot's primary's WORKERS. */
    readonly workers: number,
  ) {}

  /** Undefined (and why) when this machine cannot run a private cluster. */
  static unavailable(): string | undefined {
    if (!postgresBinDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql';
    if (spawnSync('redis-server', ['--version']).status !== 0) return 'no redis-server on the PATH';
    return undefined;
  }

  /**
   * `links`: each process reaches the database through a link of its own that the test can stall. `workers`: each
   * slot is a primary of that many workers (`WORKERS`; docs/live.md "Every core").
   */
  static async start(
    size: number,
    env: Record<string, string> = {},
    { links = false, workers = 1 }: { links?: boolean; workers?: number } = {},
  ): Promise<Cluster> {
    const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    const cluster = new Cluster(postgres, redis, env, workers);
    for (const item of cluster.reaped()) reapOnExit(item);
    try {
      if (links)
        for (let slot = 0; slot < size; slot++) cluster.links.set(slot, await stallableLink(postgres.url));
      // The first process migrates the schema alone; the others start together.
      await cluster.spawn(0);
      await Promise.all(Array.from({ length: size - 1 }, (_, i) => cluster.spawn(i + 1)));
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  /** What the reaper must clean up should the test's process end without `stop()`. */
  private reaped(): Reaped[] {
    const bin = postgresBinDir() as string;
    const pgCtl = [join(bin, 'pg_ctl'), '-D', join(this.postgres.dir, 'data'), '-m', 'immediate', 'stop'];
    const asRoot = process.getuid?.() === 0;
    return [
      { command: asRoot ? ['runuser', '-u', 'postgres', '--', ...pgCtl] : pgCtl },
      { dir: this.postgres.dir },
      { dir: this.cwd },
    ];
  }

  /** Starts (or starts again) the process of `slot`. */
  async spawn(slot: number): Promise<ClusterProcess> {
    const name = `p${slot}.${this.generation++}`;
    const url = new URL(this.links.get(slot)?.url ?? this.postgres.url);
    url.searchParams.set('application_name', name);
    const server = await startServerChild(
      this.cwd,
      {
        EVENT_STORE: 'postgres',
        DATABASE_URL: url.toString(),
        DATABASE_SCHEMA: CLUSTER_SCHEMA,
        REDIS_URL: this.redis.url,
        THROTTLE_LIMIT: '10000000',
        THROTTLE_COMMAND_LIMIT: '10000000',
        SOCKET_JOIN_LIMIT: '100000',
        // Every bot and spectator comes from one address: the per-IP bounds a visitor meets are lifted.
        SOCKET_EVENT_LIMIT: '10000000',
        THROTTLE_REFUSAL_LIMIT: '10000000',
        EXPORT_RATE_LIMIT: '0',
        ...(this.workers > 1 ? { WORKERS: String(this.workers) } : {}),
        ...this.env,
      },
      this.workers > 1 ? WORKERS_LISTEN_MS : START_MS,
    );
    const pid = server.child.pid as number;
    reapOnExit({ pid });
    server.child.once('exit', () => forget({ pid }));
    const started = { slot, name, server, killed: false };
    this.processes[slot] = started;
    if (this.workers > 1) await this.untilListening(started, WORKERS_LISTEN_MS);
    return started;
  }

  /** Until the primary of `p` has its WORKERS listening. */
  private untilListening(p: ClusterProcess, ms: number): Promise<void> {
    const listening = () => {
      const up = this.workersOf(p).filter((w) => w.listening);
      for (const { pid } of up) if (!this.workersSeen.has(pid)) this.workersSeen.set(pid, Date.now());
      return up.length;
    };
    return until(
      () => listening() >= this.workers,
      ms,
      () =>
        `${p.name}'s workers listening (${listening()}); its log: ${workerLines(p.server.output()).join(' | ')}`,
    );
  }

  /** The workers of the primary of `p` running now (none killed by the test, none exited). */
  private workersOf(p: ClusterProcess): LoggedWorker[] {
    return loggedWorkers(p.server.output(), p.name).filter(
      (w) => w.exited === undefined && !this.killedWorkers.has(w.pid),
    );
  }

  /** The processes that serve now: each live slot's own, or its primary's workers. */
  servers(): ServerProcess[] {
    return this.live().flatMap((p): ServerProcess[] =>
      this.workers > 1
        ? this.workersOf(p).map(({ name, pid }) => ({ name, pid, process: p, worker: true }))
        : [{ name: p.name, pid: p.server.child.pid as number, process: p, worker: false }],
    );
  }

  /** The processes running now (not killed by the test). */
  live(): ClusterProcess[] {
    return this.processes.filter((p) => !p.killed && !p.frozen);
  }

  /** SIGSTOP: alive, its sockets and sessions open, doing nothing (a long pause, a blocked event loop). */
  freeze(victim: ClusterProcess): void {
    victim.frozen = true;
    victim.server.child.kill('SIGSTOP');
  }

  /** SIGCONT: it goes on where it stopped. */
  thaw(victim: ClusterProcess): void {
    victim.server.child.kill('SIGCONT');
    victim.frozen = false;
  }

  urls(): string[] {
    return this.live().map((p) => p.server.url);
  }

  /**
   * The processes that ended without the test killing them: must stay empty. With WORKERS, a primary that exited or
   * a worker that its primary says exited (`worker <pid> exited (…)`), the test not having killed it.
   */
  exited(): { name: string; how: string; output: string }[] {
    return this.live().flatMap(({ name, server }) => {
      const { exitCode, signalCode } = server.child;
      const primary =
        exitCode !== null || signalCode !== null ? [{ name, how: `${exitCode ?? signalCode}` }] : [];
      const workers = loggedWorkers(server.output(), name)
        .filter((w) => w.exited !== undefined && !this.killedWorkers.has(w.pid))
        .map((w) => ({ name: w.name, how: w.exited as string }));
      return [...primary, ...workers].map((e) => ({ ...e, output: server.output().slice(-4000) }));
    });
  }

  /** Until every worker has run CRASH_LOOP_MS: a primary does not replace one that dies sooner (cluster/workers.ts). */
  async workersAged(): Promise<void> {
    const wait = Math.max(0, ...this.workersSeen.values()) + CRASH_LOOP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /**
   * kill -9: no shutdown hook runs, its sessions die when PostgreSQL notices. A worker: once its primary has seen it
   * exit (and forks its replacement: `restore`).
   */
  async kill(victim: ServerProcess): Promise<void> {
    const { process: p, pid } = victim;
    if (victim.worker) {
      this.killedWorkers.add(pid);
      process.kill(pid, 'SIGKILL');
      const exited = () => loggedWorkers(p.server.output(), p.name).some((w) => w.pid === pid && w.exited);
      return until(exited, 10_000, `${p.name} seeing its worker ${victim.name} (${pid}) exit`);
    }
    p.killed = true;
    const closed = new Promise((resolve) => p.server.child.once('close', resolve));
    p.server.child.kill('SIGKILL');
    await closed;
  }

  /** After `kill`: the slot's process started again, or, for a worker, its primary's replacement listening. */
  async restore(killed: ServerProcess): Promise<void> {
    if (killed.worker) await this.untilListening(killed.process, REPLACED_MS);
    else await this.spawn(killed.process.slot);
  }

  /** Runs one statement on a connection of its own (the test's, never a server's). */
  async sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]> {
    const client = new pg.Client({ connectionString: this.postgres.url, application_name: TEST_APPLICATION });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Every process's log, for a failing test's message. */
  outputs(): string {
    return this.processes.map((p) => `--- ${p.name}\n${p.server.output().slice(-6000)}`).join('\n');
  }

  /** SIGTERM to every process (SIGKILL to one still running after STOP_MS), then Redis and PostgreSQL. */
  async stop(): Promise<void> {
    for (const p of this.processes) if (p?.frozen) this.thaw(p);
    for (const link of this.links.values()) link.resume();
    await Promise.all(this.live().map((p) => stopWithin(p, STOP_MS)));
    await Promise.all([...this.links.values()].map((link) => link.close()));
    await this.redis.stop();
    await this.postgres.destroy();
    rmSync(this.cwd, { recursive: true, force: true });
    for (const item of this.reaped()) forget(item);
  }
}
