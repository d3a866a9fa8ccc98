import { Cluster, CLUSTER_SCHEMA } from './cluster';
import { careerHead, lostOrDuplicated } from './cluster-checks';
import { killLeaseHolder, restartRedis, stopDatabase, terminateBackends, type Fault } from './cluster-faults';
import { CommandLoad, type Failure } from './cluster-load';
import { failureSummary, sufferAndRecover, type Recovery } from './cluster-recovery';
import { until } from './cluster-wait';
import { CareerWatcher } from './cluster-watch';
import { exactlyOneWriter, lastWriteSeq, unleasedWrites, watchWriters } from './cluster-writers';

// Real server processes on one schema of a private PostgreSQL cluster and a private Redis, bots playing careers on
// every process in turn, spectators on every process; each fault in turn, and after each what must hold
// (docs/failover.md). The outages are short here (5 s); `npm run bench:failover` times longer ones.

/** "Within a few seconds": from the fault's end to every read model caught up on every process. */
const RECOVERY_MS = 10_000;
const FAULTS: Fault[] = [killLeaseHolder, terminateBackends, stopDatabase(5000), restartRedis(1000)];

/** A failure the fault may cause: a 503 with the store's code, or a dropped connection to the process killed. */
const expected = (killed?: string) => (f: Failure) =>
  (f.status === 503 && f.code === 'event-store/unavailable') ||
  (f.status === 409 && f.code === 'career/conflict') ||
  (f.status === 'network' && f.process === killed);

/** How long before a kill a request may have opened the connection its primary then handed to the worker killed. */
const HANDOFF_MS = 1000;

/**
 * A request whose connection a WORKERS primary handed to its worker as the test killed it: node:cluster's
 * round-robin handoff neither closes nor hands on a connection whose worker dies before taking it, so the request
 * waits for the load's timeout (docs/failover.md "On WORKERS"). At most one per kill: the one in flight to it.
 */
const lostInHandoff = (kill: Recovery, f: Failure) =>
  kill.killed?.worker === true &&
  f.status === 'timeout' &&
  f.process === kill.killed.process.server.url &&
  f.sentAt >= kill.began - HANDOFF_MS &&
  f.sentAt <= kill.ended;

export interface FaultSuite {
  /** How many processes the test starts. */
  processes: number;
  /** Each a `WORKERS` primary of this many workers (docs/live.md "Every core"); 1: a server process itself. */
  workers?: number;
}

/**
 * Each fault in turn on a cluster of `processes` (of `workers` each): no process exits (but the one killed, which
 * comes back), no acknowledged command is lost or applied twice, the read models catch up on every process, one
 * writer per lease, and the spectators see every event once, in order. Fails rather than skips in CI.
 */
export function describeFaults(title: string, { processes, workers = 1 }: FaultSuite): void {
  const unavailable = Cluster.unavailable();
  if (unavailable) {
    if (process.env.CI === 'true') throw new Error(`cluster faults cannot run in CI: ${unavailable}`);
    console.warn(`cluster faults skipped: ${unavailable}`);
  }
  (unavailable ? describe.skip : describe)(title, () => {
    const state = { watchers: [] as CareerWatcher[], recoveries: [] as Recovery[] } as FaultsState;
    // Each worker loads the whole server under swc, and a killed one is replaced the same way.
    const slow = workers > 1;
    beforeAll(() => startUnderLoad(state, processes, workers), slow ? 600_000 : 180_000);
    afterAll(() => stopAndReport(state, title), 60_000);
    it.each(FAULTS)(
      '$name: no process exits, no acknowledged command is lost or applied twice, the read models catch up, one writer',
      (fault) => sufferAndCheck(state, fault),
      slow ? 240_000 : 120_000,
    );
  });
}

interface FaultsState {
  cluster: Cluster;
  load: CommandLoad;
  watchers: CareerWatcher[];
  recoveries: Recovery[];
}

/** The cluster started, the bots playing, a spectator of one career on each server process, one writer. */
async function startUnderLoad(state: FaultsState, processes: number, workers: number): Promise<void> {
  const started = Date.now();
  const cluster = await Cluster.start(processes, {}, { workers });
  state.cluster = cluster;
  const table = `${CLUSTER_SCHEMA}.view_checkpoints`;
  await until(
    async () => {
      const [row] = await cluster.sql<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]);
      return row.t !== null;
    },
    30_000,
    'the read models’ tables',
  );
  await watchWriters(cluster);
  state.load = new CommandLoad(cluster);
  state.load.start();
  await until(() => state.load.acks.length >= 10, 60_000, 'ten commands acknowledged');
  state.watchers.push(...(await spectatorOnEach(cluster, state.load.careers[0])));
  await until(() => exactlyOneWriter(cluster), 30_000, 'one writer per read model');
  process.stdout.write(`${processes} × ${workers} server processes started in ${Date.now() - started} ms\n`);
}

/**
 * A spectator of `careerId` on every server process, each joining after the last: on a WORKERS primary, one whose
 * join finds another spectator on its worker (`viewers` 2) gives way to a new connection, which the primary hands to
 * its next worker. When its socket drops, a spectator joins again on the processes in turn.
 */
async function spectatorOnEach(cluster: Cluster, careerId: string): Promise<CareerWatcher[]> {
  let turn = 0;
  const next = () => cluster.live()[turn++ % cluster.live().length];
  const placed: CareerWatcher[] = [];
  for (const p of cluster.live()) {
    const onIt: CareerWatcher[] = [];
    for (let tries = 0; onIt.length < cluster.workers; tries++) {
      if (tries === 4 * cluster.workers) throw new Error(`no spectator on each worker of ${p.name}`);
      const watcher = new CareerWatcher(careerId, next);
      await watcher.open(p);
      if (watcher.viewers === 1) onIt.push(watcher);
      else watcher.close();
    }
    placed.push(...onIt);
  }
  return placed;
}

/** Everything stopped, and each fault's figures printed. `cluster` and `load` are unset if the start failed. */
async function stopAndReport(state: Partial<FaultsState>, title: string) {
  const { cluster, load, watchers = [], recoveries = [] } = state;
  watchers.forEach((w) => w.close());
  await load?.stop();
  await cluster?.stop();
  const lines = recoveries.map(
    (r) =>
      `  ${r.fault} (${r.detail}): commands back ${r.commandsBackMs} ms, read models caught up ` +
      `${r.caughtUpMs} ms, one writer ${r.oneWriterMs} ms` +
      (r.restoredMs === undefined
        ? ''
        : `, ${r.killed?.worker ? 'replaced' : 'started again'} ${r.restoredMs} ms`) +
      `; failed: ${failureSummary(r.failed)}; spectators joined again ${r.rejoins}`,
  );
  process.stdout.write(`${title}, ${load?.acks.length} commands acknowledged:\n${lines.join('\n')}\n`);
}

async function sufferAndCheck({ cluster, load, watchers, recoveries }: FaultsState, fault: Fault) {
  const writesBefore = await lastWriteSeq(cluster);
  const rejoinsBefore = rejoinsOf(watchers);
  const recovery = await sufferAndRecover(cluster, load, fault, RECOVERY_MS);
  recoveries.push(recovery);

  expect(cluster.exited()).toEqual([]);
  expect(recovery.commandsBackMs).toBeDefined();
  expect({ behind: recovery.behind, holders: recovery.holders }).toEqual({});
  expect(await unleasedWrites(cluster, writesBefore)).toEqual([]);
  expect(await lostOrDuplicated(cluster, load.acks)).toEqual([]);
  expectFailuresExplained(recovery, recoveries, load.failures);
  await expectSpectatorsCaughtUp(cluster, watchers);
  recovery.rejoins = rejoinsOf(watchers) - rejoinsBefore;

  if (recovery.killed) {
    // The spectator on the process killed lost its socket and joined again (missing nothing, above).
    expect(recovery.rejoins).toBeGreaterThan(0);
    // The process killed comes back: started again, or, a worker, replaced by its primary.
    await cluster.restore(recovery.killed);
    recovery.restoredMs = Date.now() - recovery.ended;
  }
  expect(cluster.exited()).toEqual([]);
}

const rejoinsOf = (watchers: readonly CareerWatcher[]) => watchers.reduce((n, w) => n + w.rejoins, 0);

/** Each command that failed during `recovery` failed as a fault may make it fail; a kill lost one at most. */
function expectFailuresExplained(
  recovery: Recovery,
  recoveries: readonly Recovery[],
  all: readonly Failure[],
) {
  const killed = recovery.killed?.process.server.url;
  const kills = recoveries.filter((r) => r.killed?.worker);
  const unexplained = (f: Failure) => !expected(killed)(f) && !kills.some((kill) => lostInHandoff(kill, f));
  expect(recovery.failed.filter(unexplained)).toEqual([]);
  const lostPerKill = kills.map((kill) => all.filter((f) => lostInHandoff(kill, f)).length);
  expect(Math.max(0, ...lostPerKill)).toBeLessThanOrEqual(1);
}

/**
 * The spectators, on every process, saw each of the career's events once and in order, up to the store's last one
 * (by position: a career that ended before they joined reached them as their join's snapshot).
 */
async function expectSpectatorsCaughtUp(cluster: Cluster, watchers: readonly CareerWatcher[]) {
  const last = await careerHead(cluster, watchers[0].careerId);
  await until(
    () => watchers.every((w) => w.reached >= last),
    RECOVERY_MS,
    () => `spectators caught up to position ${last} (they hold ${watchers.map((w) => w.state()).join('; ')})`,
  );
  expect(watchers.flatMap((w) => w.faults())).toEqual([]);
}
