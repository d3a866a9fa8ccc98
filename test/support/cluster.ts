import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { forget, reapOnExit, type Reaped } from './cluster-reaper';
import { startPrivateRedis, type PrivateRedis } from './cluster-redis';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startServerChild, type ServerChild } from './server-child';
import { stallableLink, type StallableLink } from './stallable-link';

/** The schema every process of the cluster shares. */
export const CLUSTER_SCHEMA = 'cluster';

/** How long a process may take to shut down on SIGTERM before it is killed. */
const STOP_MS = 10_000;

async function stopWithin({ name, server }: ClusterProcess, ms: number): Promise<void> {
  const timer = setTimeout(() => {
    console.warn(`${name} did not stop within ${ms} ms of SIGTERM: killed`);
    server.child.kill('SIGKILL');
  }, ms);
  await server.stop();
  clearTimeout(timer);
}

/** The test's own sessions' application_name (the servers' are their processes' names). */
export const TEST_APPLICATION = 'cluster-test';

/** One server process of the cluster: its slot, its name in `pg_stat_activity.application_name`. */
export interface ClusterProcess {
  readonly slot: number;
  readonly name: string;
  readonly server: ServerChild;
  /** Set when the test ended it on purpose (kill -9): it does not count as a process that exited. */
  killed: boolean;
  /** Set while the test holds it stopped (SIGSTOP): a load balancer routes around it, as around a dead one. */
  frozen?: boolean;
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

  private constructor(
    readonly postgres: PrivatePostgres,
    readonly redis: PrivateRedis,
    private readonly env: Record<string, string>,
  ) {}

  /** Undefined (and why) when this machine cannot run a private cluster. */
  static unavailable(): string | undefined {
    if (!postgresBinDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql';
    if (spawnSync('redis-server', ['--version']).status !== 0) return 'no redis-server on the PATH';
    return undefined;
  }

  /** `links`: each process reaches the database through a link of its own that the test can stall. */
  static async start(
    size: number,
    env: Record<string, string> = {},
    { links = false }: { links?: boolean } = {},
  ): Promise<Cluster> {
    const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    const cluster = new Cluster(postgres, redis, env);
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
        ...this.env,
      },
      60_000,
    );
    const pid = server.child.pid as number;
    reapOnExit({ pid });
    server.child.once('exit', () => forget({ pid }));
    const started = { slot, name, server, killed: false };
    this.processes[slot] = started;
    return started;
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

  /** The processes that ended without the test killing them: must stay empty. */
  exited(): { name: string; code: number | null; signal: string | null; output: string }[] {
    return this.live()
      .filter(({ server: { child } }) => child.exitCode !== null || child.signalCode !== null)
      .map(({ name, server }) => ({
        name,
        code: server.child.exitCode,
        signal: server.child.signalCode,
        output: server.output().slice(-4000),
      }));
  }

  /** kill -9: no shutdown hook runs, its sessions die when PostgreSQL notices. */
  async kill(victim: ClusterProcess): Promise<void> {
    victim.killed = true;
    const closed = new Promise((resolve) => victim.server.child.once('close', resolve));
    victim.server.child.kill('SIGKILL');
    await closed;
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
