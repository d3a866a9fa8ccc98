import { Cluster, CLUSTER_SCHEMA } from '../support/cluster';
import { careerHead, lostOrDuplicated } from '../support/cluster-checks';
import {
  killLeaseHolder,
  restartRedis,
  stopDatabase,
  terminateBackends,
  type Fault,
} from '../support/cluster-faults';
import { CommandLoad, type Failure } from '../support/cluster-load';
import { failureSummary, sufferAndRecover, type Recovery } from '../support/cluster-recovery';
import { CareerWatcher } from '../support/cluster-watch';
import { exactlyOneWriter, lastWriteSeq, unleasedWrites, watchWriters } from '../support/cluster-writers';

// Three real server processes on one schema of a private PostgreSQL cluster and a private Redis, bots
// playing careers on every process in turn, spectators on every process; each fault in turn, and after each what
// must hold. The outages are short here (5 s); `npm run bench:failover` times longer ones.

const unavailable = Cluster.unavailable();
if (unavailable) {
  if (process.env.CI === 'true') throw new Error(`cluster faults cannot run in CI: ${unavailable}`);
  console.warn(`cluster faults skipped: ${unavailable}`);
}

/** "Within a few seconds": from the fault's end to every read model caught up on every process. */
const RECOVERY_MS = 10_000;
const FAULTS: Fault[] = [killLeaseHolder, terminateBackends, stopDatabase(5000), restartRedis(1000)];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `what` names the wait in the error; a function says, when it fails, where things stood. */
async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string | (() => string),
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() > end) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${ms} ms`);
    await pause(100);
  }
}

/** A failure the fault may cause: a 503 with the store's code, or a dropped connection to the process killed. */
const expected = (killed?: string) => (f: Failure) =>
  (f.status === 503 && f.code === 'event-store/unavailable') ||
  (f.status === 409 && f.code === 'career/conflict') ||
  (f.status === 'network' && f.process === killed);

(unavailable ? describe.skip : describe)('three server processes on one schema, under faults', () => {
  let cluster: Cluster;
  let load: CommandLoad;
  const watchers: CareerWatcher[] = [];
  const recoveries: Recovery[] = [];

  beforeAll(async () => {
    cluster = await Cluster.start(3);
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
    load = new CommandLoad(cluster);
    load.start();
    await until(() => load.acks.length >= 10, 60_000, 'ten commands acknowledged');
    let turn = 0;
    const next = () => cluster.live()[turn++ % cluster.live().length];
    for (let n = 0; n < 3; n++) watchers.push(new CareerWatcher(load.careers[0], next));
    await Promise.all(watchers.map((w) => w.open()));
    await until(() => exactlyOneWriter(cluster), 30_000, 'one writer per read model');
  }, 180_000);

  afterAll(async () => {
    watchers.forEach((w) => w.close());
    await load?.stop();
    await cluster?.stop();
    const lines = recoveries.map(
      (r) =>
        `  ${r.fault} (${r.detail}): commands back ${r.commandsBackMs} ms, read models caught up ` +
        `${r.caughtUpMs} ms, one writer ${r.oneWriterMs} ms; failed: ${failureSummary(r.failed)}`,
    );
    process.stdout.write(
      `cluster faults, ${load?.acks.length} commands acknowledged:\n${lines.join('\n')}\n`,
    );
  }, 60_000);

  it.each(FAULTS)(
    '$name: no process exits, no acknowledged command is lost or applied twice, the read models catch up, one writer',
    async (fault) => {
      const writesBefore = await lastWriteSeq(cluster);
      const recovery = await sufferAndRecover(cluster, load, fault, RECOVERY_MS);
      recoveries.push(recovery);
      const killed = recovery.killed?.server.url;

      expect(cluster.exited()).toEqual([]);
      expect(recovery.commandsBackMs).toBeDefined();
      expect({ behind: recovery.behind, holders: recovery.holders }).toEqual({});
      expect(await unleasedWrites(cluster, writesBefore)).toEqual([]);
      expect(await lostOrDuplicated(cluster, load.acks)).toEqual([]);
      expect(recovery.failed.filter((f) => !expected(killed)(f))).toEqual([]);

      // The spectators, on every process, saw each of the career's events once and in order, up to the store's
      // last one (by position: a career that ended before they joined reached them as their join's snapshot).
      const last = await careerHead(cluster, watchers[0].careerId);
      await until(
        () => watchers.every((w) => w.reached >= last),
        RECOVERY_MS,
        () =>
          `spectators caught up to position ${last} (they hold ${watchers.map((w) => w.state()).join('; ')})`,
      );
      expect(watchers.flatMap((w) => w.faults())).toEqual([]);

      if (recovery.killed) await cluster.spawn(recovery.killed.slot);
      expect(cluster.exited()).toEqual([]);
    },
    120_000,
  );
});
