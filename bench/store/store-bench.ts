import { peerModule } from '../peers/peer-module';
import { APPEND_SHAPES, batchesFor, measureAppends, periscopeAppender, type EmmettPeer } from './append';
import { fmtRate, progress } from '../support/fixtures';
import { measureLag } from './lag';
import { measureReadAllMemory } from './memory';
import type { RawDriver, RawReader } from './raw-driver';
import { rawPostgres, rawPostgresReader } from './raw-postgres';
import { rawSqlite, rawSqliteReader } from './raw-sqlite';
import { measureRawRead, measureReadAll, seed } from './read-all';
import { type Contender, Samples } from './report';
import type { BenchReport } from '../support/table';
import type { StoreKind, StoreLocation } from './stores';
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
  try {
    for (const kind of options.stores) samples.push([kind, await benchStore(kind, options)]);
  } finally {
    removeTempFiles();
  }
  return {
    rows: samples.flatMap(([kind, s]) => s.rows(kind)),
    runs: options.runs,
    seconds: (Date.now() - started) / 1000,
    notes: notes(options),
  };
}

async function benchStore(kind: StoreKind, options: StoreBenchOptions): Promise<Samples> {
  const samples = new Samples();
  await benchAppends(kind, options, samples);
  await benchReads(kind, options, samples);
  return samples;
}

/**
 * Both append shapes, each measurement on fresh tables: periscope, the raw driver and Emmett (postgres), in
 * reverse order on even runs so that none always goes first.
 */
/** Emmett when its packages are installed (npm run bench:peers:install); else the table goes without it. */
async function openEmmett(url: string): Promise<EmmettPeer | undefined> {
  let open: (url: string) => Promise<EmmettPeer>;
  try {
    open = peerModule<{ openEmmett: typeof open }>('emmett').openEmmett;
  } catch (error) {
    progress(`Emmett left out: ${(error as Error).message}`);
    return undefined;
  }
  return open(url);
}

async function benchAppends(kind: StoreKind, options: StoreBenchOptions, samples: Samples): Promise<void> {
  // Loaded only when needed: Emmett's driver replaces node-postgres's global json and int8 parsers.
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

/**
 * Subscription lag on a fresh store; then, on one seeded store, readAll throughput (ours and the raw driver's
 * reading the same rows, alternating) and the memory check.
 */
async function benchReads(kind: StoreKind, options: StoreBenchOptions, samples: Samples) {
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
      const raw = await openRawReader(location);
      try {
        for (let run = 1; run <= options.runs; run++) {
          const contenders: [Contender, () => Promise<number>][] = [
            ['periscope', () => measureReadAll(store, read)],
            ['raw', () => measureRawRead(raw, read)],
          ];
          if (run % 2 === 0) contenders.reverse();
          for (const [who, measure] of contenders) {
            const perSecond = await measure();
            samples.add('readAll', 'ev/s', who, perSecond);
            progress(
              `${kind} run ${run}/${options.runs} readAll ${read.toLocaleString('en-US')} ${who}: ${fmtRate(perSecond)}`,
            );
          }
        }
      } finally {
        await raw.close();
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
    const events = `${options.seed.toLocaleString('en-US')} ev`;
    samples.add(`readAll peak RSS (${events})`, 'MB', 'periscope', memory.maxRssMb);
    samples.add(`readAll RSS growth (${events})`, 'MB', 'periscope', memory.maxRssMb - memory.baselineMb);
  } finally {
    await dropLocation(location);
  }
}

/** The raw driver reading the rows the store wrote at `location`. */
const openRawReader = (location: StoreLocation): Promise<RawReader> =>
  location.kind === 'sqlite'
    ? Promise.resolve(rawSqliteReader(location.path))
    : rawPostgresReader(location.connectionString, location.schema);

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
  const read = Math.min(options.read, options.seed).toLocaleString('en-US');
  const seeded = options.seed.toLocaleString('en-US');
  return [
    `Medians of ${options.runs} runs; memory is one run. Appends: 3,000 × 1 event and 300 × 100 events, round-robin over`,
    '50 streams with expected revisions, on fresh tables; events are TorpedoFired with ~300 B of JSON data + metadata.',
    'raw driver, appends: better-sqlite3 / node-postgres inserting the same rows into an equivalent table with the same',
    'indexes (sqlite: a transaction per append, WAL, synchronous=FULL; postgres: an autocommit INSERT per event, one',
    `multi-row INSERT per batch). readAll: ${read} events of a ${seeded}-event store; raw driver = the same rows read with`,
    'the same keyset pages and JSON parsing. Lag: 1,000 single appends, one every 2 ms, to a live subscribeToAll',
    'subscriber, from just before append() to delivery. Memory: a child process reads the whole store through readAll;',
    'RSS includes node and the drivers (the bench runs under swc, as npm run bench:store starts it);',
    '"growth" is the peak minus the RSS just before the first read.',
    'Emmett: appendToStream with an expected stream version on its own fresh database; its EventStore has no readAll',
    'or subscribe-to-all (global reads go through its consumers), so those rows show —.',
    '* Emmett has a SQLite package (@event-driven-io/emmett-sqlite), but it is not installed here.',
  ];
}
