import type { Cluster } from './cluster';
import { storeHead, untilCaughtUp } from './cluster-checks';
import type { Fault, FaultEnded } from './cluster-faults';
import type { CommandLoad, Failure } from './cluster-load';
import { exactlyOneWriter, leaseHolders } from './cluster-writers';

/** How the cluster came back from one fault, timed from the fault's end. */
export interface Recovery extends FaultEnded {
  fault: string;
  /** The first command acknowledged after the fault ended. */
  commandsBackMs?: number;
  /** Every read model, on every process, at the store's head as it was when the fault ended. */
  caughtUpMs?: number;
  /** Each read model's lease held by one live process. */
  oneWriterMs?: number;
  /** After a kill: the process started again, or its primary's replacement worker listening (`Cluster.restore`). */
  restoredMs?: number;
  /** How many times the spectators joined again, their socket dropped. */
  rejoins?: number;
  /** The commands that failed from the fault's start until the cluster had recovered (each sent again). */
  failed: Failure[];
  /** The processes that ended by themselves (none may: docs/failover.md). */
  exited: string[];
  /** What was still behind at the limit, and who held the leases. */
  behind?: string[];
  holders?: Record<string, string[]>;
}

/** The careers whose views are read on every process (the checkpoints stand for all the others). */
const RECENT_CAREERS = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, from: number, limitMs: number) {
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - from;
    if (Date.now() - from > limitMs) return undefined;
    await pause(100);
  }
}

/** Inflicts `fault` under `load` and waits, at most `limitMs` after its end, for the cluster to recover. */
export async function sufferAndRecover(
  cluster: Cluster,
  load: CommandLoad,
  fault: Fault,
  limitMs: number,
): Promise<Recovery> {
  const ended = await fault.inflict(cluster);
  const head = await storeHead(cluster, load.careers.slice(-RECENT_CAREERS));
  const checked = Date.now();
  const [commandsBackMs, caught, oneWriterMs] = await Promise.all([
    until(() => load.firstAckAfter(ended.ended) !== undefined, ended.ended, limitMs),
    untilCaughtUp(cluster, head, limitMs - (Date.now() - ended.ended)),
    until(() => exactlyOneWriter(cluster), ended.ended, limitMs),
  ]);
  const recovery: Recovery = {
    ...ended,
    fault: fault.name,
    commandsBackMs: commandsBackMs && (load.firstAckAfter(ended.ended) as number) - ended.ended,
    oneWriterMs,
    failed: load.failuresBetween(ended.began, Date.now()),
    exited: cluster.exited().map((e) => e.name),
  };
  if ('ms' in caught) recovery.caughtUpMs = checked - ended.ended + caught.ms;
  else recovery.behind = caught.behind;
  if (oneWriterMs === undefined) recovery.holders = await leaseHolders(cluster).catch(() => undefined);
  return recovery;
}

/** The failures' statuses and codes, counted: `503 event-store/unavailable ×4, network ×2`. */
export function failureSummary(failed: readonly Failure[]): string {
  const counts = new Map<string, number>();
  for (const f of failed) {
    const key = [f.status, f.code].filter(Boolean).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ') || 'none';
}
