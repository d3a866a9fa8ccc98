import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Cluster, CLUSTER_SCHEMA } from '../../test/support/cluster';
import { CommandLoad } from '../../test/support/cluster-load';
import { CareerWatcher } from '../../test/support/cluster-watch';
import { LEASED_VIEWS, leaseHolders } from '../../test/support/cluster-writers';

// npm run bench:cluster (docs/scaling.md): N server processes on one schema of a private PostgreSQL cluster and a
// private Redis, the bots' command load spread over them, in each run once per design, the order reversed in every
// other run: the read models' leases where the first process took them (LEASE_SPREAD=off, the design before),
// spread over the processes, spread with the patrol views and the careers' index in shards by career
// (READ_MODEL_SHARDS, --shards, default one per process), and that with live tails that read only the streams watched
// on their process (LIVE_TAIL=watched). Every career the bots start gets --spectators spectators, each on another
// process than the one before. It reports appends and commands per second, how far the read models stand behind the
// store's head (sampled every 250 ms), the database's page reads (buffer hits and reads) per event appended, and
// the spectators' gaps or duplicates.

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    runs: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    bots: { type: 'string', default: '6' },
    shards: { type: 'string' },
    spectators: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const NODES = Number(values.nodes);
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const BOTS = Number(values.bots);
const SHARDS = Number(values.shards ?? NODES);
const SPECTATORS = Number(values.spectators);

const DESIGNS = ['one holder', 'spread', 'sharded', 'sharded, routed tails'] as const;
type Design = (typeof DESIGNS)[number];
const ENVIRONMENT: Record<Design, Record<string, string>> = {
  'one holder': { LEASE_SPREAD: 'off' },
  spread: { LEASE_SPREAD: 'on' },
  sharded: { LEASE_SPREAD: 'on', READ_MODEL_SHARDS: String(SHARDS) },
  'sharded, routed tails': { LEASE_SPREAD: 'on', READ_MODEL_SHARDS: String(SHARDS), LIVE_TAIL: 'watched' },
};
/** The leases of a design: the sharded views' shards under their own names. */
const leasesOf = (design: Design): string[] =>
  !design.startsWith('sharded') || SHARDS === 1
    ? [...LEASED_VIEWS]
    : LEASED_VIEWS.flatMap((view) =>
        view === 'tournament-standings'
          ? [view]
          : Array.from({ length: SHARDS }, (_, i) => `${view}:${i + 1}-of-${SHARDS}`),
      );
interface Sample {
  design: Design;
  run: number;
  appendsPerSecond: number;
  commandsPerSecond: number;
  lagP50: number;
  lagP95: number;
  pageReadsPerAppend: number;
  spectatorFaults: number;
  holders: string;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await pause(200);
  }
  return false;
}

/** The store's head, the read models' checkpoints, and the database's page reads so far. */
async function look(cluster: Cluster) {
  const [row] = await cluster.sql<{ head: string; pages: string; lagging: string | null }>(
    `SELECT (SELECT last FROM "${CLUSTER_SCHEMA}".positions) AS head,
            (SELECT blks_hit + blks_read FROM pg_stat_database WHERE datname = current_database()) AS pages,
            (SELECT min(position) FROM "${CLUSTER_SCHEMA}".view_checkpoints) AS lagging`,
  );
  return { head: Number(row.head), pages: Number(row.pages), lagging: Number(row.lagging ?? 0) };
}

async function measure(design: Design, run: number): Promise<Sample> {
  const cluster = await Cluster.start(NODES, ENVIRONMENT[design]);
  const load = new CommandLoad(cluster, BOTS);
  const watchers: CareerWatcher[] = [];
  /** Spectators for the careers started since the last call, each on the process after the last one's. */
  const spectate = () => {
    while (watchers.length < load.careers.length * SPECTATORS) {
      const n = watchers.length;
      const watcher = new CareerWatcher(load.careers[Math.floor(n / SPECTATORS)], () => {
        const live = cluster.live();
        return live[(n + 1) % live.length];
      });
      watchers.push(watcher);
      void watcher.open();
    }
  };
  try {
    const table = `${CLUSTER_SCHEMA}.view_checkpoints`;
    await until(
      async () =>
        (await cluster.sql<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]))[0].t !== null,
      30_000,
    );
    load.start();
    await until(async () => load.acks.length >= 10, 60_000);
    if (design !== 'one holder') {
      const spread = Math.min(NODES, leasesOf(design).length);
      await until(
        async () =>
          new Set(Object.values(await leaseHolders(cluster, leasesOf(design))).flat()).size >= spread,
        20_000,
      );
    }
    spectate();
    await pause(WARMUP * 1000);
    spectate();
    const before = await look(cluster);
    const acksBefore = load.acks.length;
    const began = Date.now();
    const lags: number[] = [];
    while (Date.now() - began < SECONDS * 1000) {
      spectate();
      const now = await look(cluster);
      lags.push(now.head - now.lagging);
      await pause(250);
    }
    const after = await look(cluster);
    const seconds = (Date.now() - began) / 1000;
    const appended = after.head - before.head;
    const holders = Object.entries(await leaseHolders(cluster, leasesOf(design)))
      .map(([view, apps]) => `${view} ${apps.join('+')}`)
      .join(', ');
    return {
      design,
      run,
      appendsPerSecond: appended / seconds,
      commandsPerSecond: (load.acks.length - acksBefore) / seconds,
      lagP50: median(lags),
      lagP95: quantile(lags, 0.95),
      pageReadsPerAppend: appended > 0 ? (after.pages - before.pages) / appended : 0,
      spectatorFaults: watchers.reduce((sum, w) => sum + w.faults().length, 0),
      holders,
    };
  } finally {
    watchers.forEach((watcher) => watcher.close());
    await load.stop();
    await cluster.stop();
  }
}

function table(samples: Sample[]): string {
  const rows = DESIGNS.map((design) => {
    const mine = samples.filter((s) => s.design === design);
    const ratio = (pick: (s: Sample) => number) => {
      if (design === 'one holder') return '1.00×';
      const ratios = mine.map((s) => {
        const peer = samples.find((p) => p.run === s.run && p.design === 'one holder');
        return peer && pick(peer) > 0 ? pick(s) / pick(peer) : NaN;
      });
      return `${median(ratios).toFixed(2)}×`;
    };
    return (
      `| ${design} | ${mine.length} | ${median(mine.map((s) => s.appendsPerSecond)).toFixed(0)} /s (${ratio((s) => s.appendsPerSecond)}) | ` +
      `${median(mine.map((s) => s.commandsPerSecond)).toFixed(0)} /s | ` +
      `${median(mine.map((s) => s.lagP50)).toFixed(0)} / ${median(mine.map((s) => s.lagP95)).toFixed(0)} | ` +
      `${median(mine.map((s) => s.pageReadsPerAppend)).toFixed(1)} (${ratio((s) => s.pageReadsPerAppend)}) | ` +
      `${mine.reduce((sum, s) => sum + s.spectatorFaults, 0)} |`
    );
  });
  return [
    "| design | runs | appends/s (÷ one holder, median of runs) | commands/s | read models behind the head, events p50 / p95 | page reads per append (÷ one holder) | spectators' gaps or duplicates |",
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  const load = loadavg()[0].toFixed(1);
  const samples: Sample[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const order = run % 2 === 1 ? [...DESIGNS] : [...DESIGNS].reverse();
    for (const design of order) {
      const sample = await measure(design, run);
      samples.push(sample);
      log(
        `run ${run} ${design}: ${sample.appendsPerSecond.toFixed(0)} appends/s, ${sample.commandsPerSecond.toFixed(0)} ` +
          `commands/s, behind ${sample.lagP50}/${sample.lagP95}, ${sample.pageReadsPerAppend.toFixed(1)} page reads ` +
          `per append, ${sample.spectatorFaults} spectator faults; ${sample.holders}`,
      );
    }
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const header =
    `Measured ${when} UTC on ${machine}; load average ${load} before, ${loadavg()[0].toFixed(1)} after; ` +
    `${NODES} processes, ${BOTS} bots, ${SPECTATORS} spectator(s) per career, ${SHARDS} shards, ${SECONDS} s after ${WARMUP} s of warm-up, ${RUNS} runs.`;
  process.stdout.write(
    values.json ? `${JSON.stringify({ header, samples }, null, 2)}\n` : `${header}\n\n${table(samples)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
