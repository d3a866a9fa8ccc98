import type { Cluster, ClusterProcess } from './cluster';
import { leaseSessions } from './cluster-writers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms: the ms it took from `from`, or undefined past `limitMs`. */
export async function within(
  check: () => Promise<boolean> | boolean,
  from: number,
  limitMs: number,
): Promise<number | undefined> {
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - from;
    if (Date.now() - from > limitMs) return undefined;
    await pause(100);
  }
}

/**
 * Moves `view`'s lease away from the live process holding it, which stays alive: held still (SIGSTOP) so that it
 * cannot contend, its lock session ended, until another process holds the lease; then it goes on (SIGCONT).
 */
export async function moveLease(
  cluster: Cluster,
  view: string,
): Promise<{ from: ClusterProcess; to: string }> {
  const [held] = (await leaseSessions(cluster))[view] ?? [];
  const from = cluster.live().find((p) => p.name === held?.app);
  if (!held || !from) throw new Error(`no live process holds ${view}: ${JSON.stringify(held)}`);
  cluster.freeze(from);
  try {
    await cluster.sql('SELECT pg_terminate_backend($1)', [held.pid]);
    const live = new Set(cluster.live().map((p) => p.name));
    let to: string | undefined;
    const moved = await within(
      async () => {
        const [now] = (await leaseSessions(cluster))[view] ?? [];
        to = now && live.has(now.app) ? now.app : undefined;
        return to !== undefined;
      },
      Date.now(),
      10_000,
    );
    if (moved === undefined || !to) throw new Error(`${view}: no other process took the lease within 10 s`);
    return { from, to };
  } finally {
    cluster.thaw(from);
  }
}

/** Until `process`'s log holds `text` (at most `ms`): whether it did. */
export async function logged(process: ClusterProcess, text: string, ms: number): Promise<boolean> {
  return (await within(() => process.server.output().includes(text), Date.now(), ms)) !== undefined;
}
