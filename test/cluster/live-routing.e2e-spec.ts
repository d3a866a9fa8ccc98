import { Cluster, CLUSTER_SCHEMA, type ClusterProcess } from '../support/cluster';
import { careerHead } from '../support/cluster-checks';
import { CommandLoad } from '../support/cluster-load';
import { CareerWatcher } from '../support/cluster-watch';

// Two real server processes (a private PostgreSQL cluster and Redis) whose live tails follow only the streams their
// own spectators watch (LIVE_TAIL=watched; docs/scaling.md, "Live tails routed by stream"). Two bots play on the
// first; one spectator watches the first bot's career on the second. The spectator must see every event once and in
// order, and the events each process's tail read are counted (`periscope_live_tail_events_total`): the first, with
// no spectator, reads none; the second reads the watched career's events and no other's (all those after the join,
// and perhaps a few just before it).

const unavailable = Cluster.unavailable();
if (unavailable) {
  if (process.env.CI === 'true')
    throw new Error(`live tails routed by stream cannot run in CI: ${unavailable}`);
  console.warn(`live tails routed by stream skipped: ${unavailable}`);
}

const ACKS_AFTER_JOIN = 30;
/** The watched stream's events before the join its tail may read: a few commands' worth at most. */
const WAKE_BEHIND = 12;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await pause(100);
  }
  return check();
}

/** The events the process's live tail has read, from its metrics. */
async function tailed({ server }: ClusterProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/api/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('periscope_live_tail_events_total '));
  return Number(line?.split(' ')[1] ?? NaN);
}

/**
 * What the spectator's tail may have read if it read the watched stream alone: every event after the join, and
 * perhaps a few before it, since a stream is followed from the head the tail last read, which may be a wake behind
 * the join's own read (live-tail.ts, WatchedStreamsTail). One count per place it may have started from.
 */
async function watchedSince(cluster: Cluster, career: string, joinedAt: number): Promise<number[]> {
  const rows = await cluster.sql<{ position: string }>(
    `SELECT position FROM "${CLUSTER_SCHEMA}".events WHERE stream = $1 ORDER BY position DESC`,
    [`career-${career}`],
  );
  const positions = rows.map((r) => Number(r.position));
  const after = positions.filter((p) => p > joinedAt).length;
  return Array.from({ length: WAKE_BEHIND + 1 }, (_, before) => after + before).filter(
    (n) => n <= positions.length,
  );
}

(unavailable ? describe.skip : describe)('live tails routed by stream on two server processes', () => {
  let cluster: Cluster;
  let load: CommandLoad;
  let watcher: CareerWatcher;

  beforeAll(async () => {
    cluster = await Cluster.start(2, { LIVE_TAIL: 'watched' });
  }, 120_000);
  afterAll(async () => {
    watcher?.close();
    await load?.stop();
    await cluster?.stop();
  }, 60_000);

  it('gives a spectator every event once and in order, and a process reads only the streams watched on it', async () => {
    const [player, spectator] = cluster.processes;
    load = new CommandLoad({ urls: () => [player.server.url] }, 2);
    load.start();
    expect(await until(() => load.acks.length >= 4 && load.careers.length >= 2, 60_000)).toBe(true);
    const [watched, other] = load.careers;
    watcher = new CareerWatcher(watched, () => spectator);
    await watcher.open();
    const joinedAt = watcher.reached;
    const acked = (career: string) => load.acks.filter((a) => a.careerId === career).length;
    const before = acked(watched);
    await until(() => acked(watched) >= before + ACKS_AFTER_JOIN || load.careers.length > 2, 60_000);
    await load.stop();

    const head = await careerHead(cluster, watched);
    expect(await until(() => watcher.reached >= head, 20_000)).toBe(true);
    expect(watcher.faults()).toEqual([]);
    expect(watcher.rejoins).toBe(0);
    const [{ othersAfter }] = await cluster.sql<{ othersAfter: string }>(
      `SELECT count(*) AS "othersAfter" FROM "${CLUSTER_SCHEMA}".events WHERE stream <> $1 AND position > $2`,
      [`career-${watched}`, joinedAt],
    );
    expect(Number(othersAfter)).toBeGreaterThan(0); // the other bot played meanwhile: there was something not to read
    expect(load.careers).toContain(other);
    expect(await tailed(player)).toBe(0);
    expect(await watchedSince(cluster, watched, joinedAt)).toContain(await tailed(spectator));
  }, 180_000);
});
