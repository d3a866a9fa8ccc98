import { APPEND_SHAPES, batchesFor, measureAppends, periscopeAppender } from './append';
import { openEmmett } from './emmett';
import { fmtRate, progress } from './fixtures';
import { measureLag } from './lag';
import { measureReadAllMemory } from './memory';
import type { RawDriver } from './raw-driver';
import { rawPostgres } from './raw-postgres';
import { rawSqlite } from './raw-sqlite';
import { measureRawRead, measureReadAll, seed } from './read-all';
import { type Contender, Samples } from './report';
import type { BenchReport } from './table';
import type { StoreKind } from './stores';
import { dropLocation, freshLocation, openStore, removeTempFiles, withFreshStore } from './stores';

export interface StoreBenchOptions {
  stores: StoreKind[];
  /** Runs per throughput and lag figure; each figure is the median. */
  runs: number;
  /** Events stored for the readAll and memory checks (1,000,000). */
  seed: number;
  /** Events read per readAll throughput run (200,000). */
  read: number;
  databaseUrl: string;
}

/** The whole `bench store` run: every store in turn, then one report. */
export async function runStoreBench(options: StoreBenchOptions): Promise<BenchReport> {
  const started = Date.now();
  const samples: [StoreKind, Samples][] = [];
  const measured: string[] = [];
  try {
    for (const kind of options.stores) samples.push([kind, await benchStore(kind, options, measured)]);
  } finally {
    removeTempFiles();
  }
  return {
    rows: samples.flatMap(([kind, s]) => s.rows(kind)),
    runs: options.runs,
    seconds: (Date.now() - started) / 1000,
    notes: [...notes(options), ...measured],
  };
}

async function benchStore(kind: StoreKind, options: StoreBenchOptions, notes: string[]): Promise<Samples> {
  const samples = new Samples();
  await benchAppends(kind, options, samples);
  await benchReads(kind, options, samples, notes);
  return samples;
}

/**
 * Both append shapes, each measurement on fresh tables: periscope, the raw driver and Emmett (postgres), in
 * reverse order on even runs so that none always goes first.
 */
async function benchAppends(kind: StoreKind, options: StoreBenchOptions, samples: Samples): Promise<void> {
  const emmett = kind === 'postgres' ? await openEmmett(options.databaseUrl) : undefined;
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const shape of APPEND_SHAPES) {
        const batches = batchesFor(shape);
        const label = `append${shape.size}_r${run}`;
        const contenders: [Contender, () => Promise<number>][] = [
          [
            'periscope',
            () =>
              withFreshStore(freshLocation(kind, label, options.databaseUrl), (store) =>
                measureAppends(periscopeAppender(store), batches, shape.streams),
              ),
          ],
          [
            'raw',
            () =>
              withRaw(kind, `raw_${label}`, options, (raw) => measureAppends(raw, batches, shape.streams)),
          ],
        ];
        if (emmett) {
          contenders.push([
            'emmett',
            async () => (await emmett.reset(), measureAppends(emmett, batches, shape.streams)),
          ]);
        }
        if (run % 2 === 0) contenders.reverse();
        for (const [who, measure] of contenders) {
          const perSecond = await measure();
          samples.add(shape.metric, 'ev/s', who, perSecond);
          progress(`${kind} run ${run}/${options.runs} ${shape.metric} ${who}: ${fmtRate(perSecond)}`);
        }
      }
    }
  } finally {
    await emmett?.close();
  }
}

/** Subscription lag on a fresh store, then readAll throughput and the memory check on one seeded store. */
async function benchReads(kind: StoreKind, options: StoreBenchOptions, samples: Samples, notes: string[]) {
  for (let run = 1; run <= options.runs; run++) {
    const lag = await withFreshStore(freshLocation(kind, `lag_r${run}`, options.databaseUrl), (s) =>
      measureLag(s),
    );
    samples.add('subscription lag p50', 'ms', 'periscope', lag.p50);
    samples.add('subscription lag p99', 'ms', 'periscope', lag.p99);
    progress(
      `${kind} run ${run}/${options.runs} lag: p50 ${lag.p50.toFixed(2)} ms, p99 ${lag.p99.toFixed(2)} ms ` +
        `(of which append() itself: p50 ${lag.appendP50.toFixed(2)} ms, p99 ${lag.appendP99.toFixed(2)} ms)`,
    );
  }
  const read = Math.min(options.read, options.seed);
  const location = freshLocation(kind, 'seeded', options.databaseUrl);
  await dropLocation(location);
  try {
    const store = await openStore(location);
    try {
      await seed(periscopeAppender(store), options.seed, `${kind} periscope`);
      for (let run = 1; run <= options.runs; run++) {
        const perSecond = await measureReadAll(store, read);
        samples.add('readAll', 'ev/s', 'periscope', perSecond);
        progress(
          `${kind} run ${run}/${options.runs} readAll ${read.toLocaleString('en-US')} periscope: ${fmtRate(perSecond)}`,
        );
      }
    } finally {
      await store.close();
    }
    progress(`${kind} memory: reading ${options.seed.toLocaleString('en-US')} events in a child process`);
    const memory = await measureReadAllMemory(location, options.seed);
    progress(
      `${kind} memory: peak RSS ${memory.maxRssMb.toFixed(0)} MB, ${memory.baselineMb.toFixed(0)} MB before the ` +
        `first read (${memory.seconds.toFixed(1)} s)`,
    );
    samples.add(
      `readAll peak RSS (${options.seed.toLocaleString('en-US')} ev)`,
      'MB',
      'periscope',
      memory.maxRssMb,
    );
    notes.push(
      `${kind}: the memory child's RSS was ${memory.baselineMb.toFixed(0)} MB before its first read ` +
        '(node + the swc TypeScript loader + drivers); the read added the rest.',
    );
  } finally {
    await dropLocation(location);
  }
  await withRaw(kind, 'raw_read', options, async (raw) => {
    await seed(raw, read, `${kind} raw driver`);
    for (let run = 1; run <= options.runs; run++) {
      const perSecond = await measureRawRead(raw, read);
      samples.add('readAll', 'ev/s', 'raw', perSecond);
      progress(
        `${kind} run ${run}/${options.runs} readAll ${read.toLocaleString('en-US')} raw: ${fmtRate(perSecond)}`,
      );
    }
  });
}

/** Opens the raw driver on a fresh table, runs fn, then drops the table. */
async function withRaw<T>(
  kind: StoreKind,
  label: string,
  options: StoreBenchOptions,
  fn: (raw: RawDriver) => Promise<T>,
) {
  const location = freshLocation(kind, label, options.databaseUrl);
  const raw =
    location.kind === 'sqlite'
      ? rawSqlite(location.path)
      : await rawPostgres(location.connectionString, location.schema);
  try {
    return await fn(raw);
  } finally {
    await raw.close();
  }
}

function notes(options: StoreBenchOptions): string[] {
  return [
    `Medians of ${options.runs} runs (memory: one run). Appends: 3,000 × 1 event and 300 × 100 events over 50 streams,`,
    'each with its expected revision, on fresh tables; events are ~300 B of JSON (TorpedoFired + metadata).',
    'raw driver = better-sqlite3 / node-postgres inserting the same rows into an equivalent table with the same',
    'indexes (sqlite: one transaction per append, WAL, synchronous=FULL; postgres: autocommit INSERT per event,',
    `one multi-row INSERT per batch). readAll: ${Math.min(options.read, options.seed).toLocaleString('en-US')} events from a store of ${options.seed.toLocaleString('en-US')}.`,
    'Lag: 1,000 single appends, one every 2 ms, to a live subscribeToAll subscriber.',
    '* Emmett has a SQLite package (@event-driven-io/emmett-sqlite) but it is not installed here.',
  ];
}
