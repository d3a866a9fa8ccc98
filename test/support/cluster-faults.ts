import { TEST_APPLICATION, type Cluster, type ClusterProcess, type ServerProcess } from './cluster';
import { leaseHolders } from './cluster-writers';

/** The faults of docs/failover.md, each as the cluster suffers it. */
export type FaultName =
  'kill -9 of the lease holder' | 'pg_terminate_backend' | 'database stop' | 'Redis restart';

export interface Fault {
  readonly name: FaultName;
  /** Inflicts the fault and ends it; resolves when it has ended (the database started again, …). */
  inflict(cluster: Cluster): Promise<FaultEnded>;
}

export interface FaultEnded {
  began: number;
  ended: number;
  /** What the fault did, in words (the process killed, the sessions ended). */
  detail: string;
  /** The process killed, to be restored (`Cluster.restore`) once the checks are done. */
  killed?: ServerProcess;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process holding the most leases (a worker, with WORKERS): the one whose death hurts most. */
async function leaseHoldingServer(cluster: Cluster): Promise<ServerProcess> {
  const holders = Object.values(await leaseHolders(cluster)).flat();
  const count = (name: string) => holders.filter((h) => h === name).length;
  const [holder] = cluster.servers().sort((a, b) => count(b.name) - count(a.name));
  if (!holder || count(holder.name) === 0)
    throw new Error(`no process holds a lease: ${JSON.stringify(holders)}`);
  return holder;
}

/** The slot of the process holding the most leases. */
export async function leaseHolder(cluster: Cluster): Promise<ClusterProcess> {
  return (await leaseHoldingServer(cluster)).process;
}

export const killLeaseHolder: Fault = {
  name: 'kill -9 of the lease holder',
  async inflict(cluster) {
    await cluster.workersAged(); // a worker killed sooner would not be replaced: that is not this fault
    const victim = await leaseHoldingServer(cluster);
    const began = Date.now();
    await cluster.kill(victim);
    return { began, ended: Date.now(), detail: `killed ${victim.name}`, killed: victim };
  },
};

/**
 * Every session of the servers' database (the test's own aside), on the private cluster only. The call is in the
 * select list: a condition's order is the planner's, and it must never end the asking session.
 */
export const terminateBackends: Fault = {
  name: 'pg_terminate_backend',
  async inflict(cluster) {
    const began = Date.now();
    const ended = await cluster.sql<{ pid: number }>(
      `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
      [TEST_APPLICATION],
    );
    return { began, ended: Date.now(), detail: `${ended.length} sessions ended` };
  },
};

/** `pg_ctl stop -m fast` (57P01 to every session, as an operator's restart), `outageMs` down, then started. */
export function stopDatabase(outageMs: number): Fault {
  return {
    name: 'database stop',
    async inflict(cluster) {
      const began = Date.now();
      await cluster.postgres.stop('fast');
      await pause(outageMs);
      await cluster.postgres.start();
      return { began, ended: Date.now(), detail: `down ${Date.now() - began} ms` };
    },
  };
}

/** The private redis-server killed, `outageMs` down, started again on its port (empty: nothing was saved). */
export function restartRedis(outageMs: number): Fault {
  return {
    name: 'Redis restart',
    async inflict(cluster) {
      const began = Date.now();
      await cluster.redis.stop();
      await pause(outageMs);
      await cluster.redis.start();
      return { began, ended: Date.now(), detail: `down ${Date.now() - began} ms` };
    },
  };
}
