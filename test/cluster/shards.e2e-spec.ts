import type { EventStore } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import { patrolViewAfter } from '@periscope/rules/career/views';
import { Cluster, CLUSTER_SCHEMA } from '../support/cluster';
import { storeHead, untilCaughtUp } from '../support/cluster-checks';
import { CommandLoad } from '../support/cluster-load';
import { leaseHolders, unleasedWrites, watchWriters } from '../support/cluster-writers';

// Two real server processes (a private PostgreSQL cluster and Redis) with the patrol views and the careers' index
// each in two shards by career (READ_MODEL_SHARDS=2) and the leases spread (docs/scaling.md, "Read models in
// shards"). Both processes must end up folding shards, no checkpoint may move but by its shard's lease holder, and
// every career's patrol view, on either process, must be the fold of its events.

const unavailable = Cluster.unavailable();
if (unavailable) {
  if (process.env.CI === 'true') throw new Error(`read models in shards cannot run in CI: ${unavailable}`);
  console.warn(`read models in shards skipped: ${unavailable}`);
}

const shardsOf = (view: string) => [`${view}:1-of-2`, `${view}:2-of-2`];
/** The shards careers' commands move. */
const CAREER_SHARDS = ['patrol-view', 'career-index'].flatMap(shardsOf);
/**
 * Every shard, the games' index's too: the leases spread by count over all of them (docs/scaling.md), so only
 * over all of them must each process hold some.
 */
const SHARD_VIEWS = [...CAREER_SHARDS, ...shardsOf('game-index')];
/** Every lease: the shards' and the standings' (one lease: they do not shard by career). */
const LEASES = [...SHARD_VIEWS, 'tournament-standings'];
const ACKS = 40;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await pause(200);
  }
  return check();
}

(unavailable ? describe.skip : describe)('read models in shards on two server processes', () => {
  let cluster: Cluster;
  let store: EventStore;
  let load: CommandLoad;

  beforeAll(async () => {
    cluster = await Cluster.start(2, { LEASE_SPREAD: 'on', READ_MODEL_SHARDS: '2' });
    store = await PostgresEventStore.open({ connectionString: cluster.postgres.url, schema: CLUSTER_SCHEMA });
    await until(async () => (await checkpointRows(cluster)) >= SHARD_VIEWS.length, 30_000);
    await watchWriters(cluster, LEASES);
    load = new CommandLoad(cluster, 3);
    load.start();
  }, 120_000);
  afterAll(async () => {
    await load?.stop();
    await store?.close();
    await cluster?.stop();
  }, 60_000);

  it("holds the shards' leases on both processes, and every patrol view on both is the fold of its events", async () => {
    const both = new Set(cluster.processes.map((p) => p.name));
    const spread = await until(async () => {
      const holders = Object.values(await leaseHolders(cluster, SHARD_VIEWS));
      return holders.every((apps) => apps.length === 1) && new Set(holders.flat()).size === both.size;
    }, 30_000);
    expect({ spread, holders: await leaseHolders(cluster, SHARD_VIEWS) }).toMatchObject({ spread: true });
    await until(async () => load.acks.length >= ACKS, 60_000);
    await load.stop();

    const head = await storeHead(cluster, load.careers);
    expect(await untilCaughtUp(cluster, head, 30_000, CAREER_SHARDS)).toEqual({ ms: expect.any(Number) });
    expect(await unleasedWrites(cluster)).toEqual([]);
    for (const careerId of head.revisions.keys()) {
      const fold = patrolViewAfter(await store.readStream(`career-${careerId}`));
      for (const url of cluster.urls()) {
        const served = await fetch(`${url}/api/careers/${careerId}/patrol-view`).then((r) => r.json());
        expect({ url, careerId, view: served.view }).toEqual({ url, careerId, view: fold });
      }
    }
  }, 180_000);
});

async function checkpointRows(cluster: Cluster): Promise<number> {
  const table = `${CLUSTER_SCHEMA}.view_checkpoints`;
  const [{ t }] = await cluster.sql<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]);
  if (t === null) return 0;
  const rows = await cluster.sql<{ n: string }>(
    `SELECT count(*) AS n FROM "${CLUSTER_SCHEMA}".view_checkpoints WHERE name = ANY($1)`,
    [SHARD_VIEWS],
  );
  return Number(rows[0].n);
}
