import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { defaultChartPack } from '@periscope/rules';
import type { ExportedStream } from '../format';
import { headerLine, linkLines, type ExportLines } from '../read';
import { scanLines, splitLines, type LineScan } from '../scan';
import type { AuditReport } from '../report';
import {
  joinOutcomes,
  planStreams,
  reportFrom,
  STREAM_VERIFIERS,
  type StreamOutcome,
  type StreamsPlan,
  type VerifyOptions,
} from '../verify';
import {
  takeJobs,
  takeScans,
  type Batch,
  type Reply,
  type ScanBatch,
  type StreamJob,
  type Task,
} from './batch';
import { tableOf } from './event-table';
import { startWorker } from './start-worker';

export interface AuditPoolOptions {
  /** The workers' script (tests give another). */
  readonly workerFile?: string;
  /** The bytes of the runs of lines the threads scan in turn; an export no larger is scanned on one thread. */
  readonly scanRun?: number;
}

/** 1 MiB: 80 runs of a 80 MB export, to share between the threads; a run takes a few milliseconds to scan. */
const SCAN_RUN = 1 << 20;

/**
 * The audit on every core. The chain (a): the threads scan the lines side by side (each taking the next run of
 * lines no thread has taken), then the main thread links them in order and checks the rulings. Then it and the
 * pool's workers verify the streams (b)-(d) side by side, each taking the next stream no thread has taken. Streams
 * whose verifier reads no other stream (careers) go to the workers; the others (a tournament, which reads its
 * entrants' careers) stay on the main thread. The report is the one verifyExport gives, in the same order.
 */
export class AuditPool {
  readonly #workers: Worker[] = [];
  #share: readonly number[] = [];
  #scanned: readonly number[] = [];
  readonly #workerFile: string;
  readonly #scanRun: number;

  /** threads: the threads to verify on, the main one included (default: one per core). */
  constructor(
    readonly threads = availableParallelism(),
    { workerFile, scanRun = SCAN_RUN }: AuditPoolOptions = {},
  ) {
    if (!Number.isSafeInteger(threads) || threads < 1)
      throw new RangeError(`threads must be ≥ 1, got ${threads}`);
    if (!Number.isSafeInteger(scanRun) || scanRun < 1)
      throw new RangeError(`scanRun must be ≥ 1 byte, got ${scanRun}`);
    this.#workerFile = workerFile ?? join(__dirname, `audit-worker${extname(__filename)}`);
    this.#scanRun = scanRun;
  }

  async verify(input: string | Uint8Array, options: VerifyOptions = {}): Promise<AuditReport> {
    return this.verifyLines(await this.read(input), options);
  }

  /**
   * readExport on the pool's threads: a copy of the input in memory the workers share, its lines scanned side by
   * side, then linked in order on this thread. Throws NotAnExport as readExport does.
   */
  async read(input: string | Uint8Array): Promise<ExportLines> {
    const bytes = sharedCopy(input);
    const first = headerLine(bytes);
    const runs = Math.ceil((bytes.length - first.next) / this.#scanRun);
    const bounds = splitLines(bytes, first.next, bytes.length, runs);
    const scans = this.threads > 1 && bounds.length > 2 ? await this.#scan(bytes, bounds) : undefined;
    if (!scans) this.#scanned = [1];
    return linkLines(bytes, first, scans ?? [scanLines(bytes, first.next, bytes.length)]);
  }

  /** The runs of lines each thread scanned in the last read(), the main thread first. */
  get scanned(): readonly number[] {
    return this.#scanned;
  }

  /** The runs of lines [bounds[i], bounds[i + 1]) scanned side by side; a failed worker's, on this thread. */
  async #scan(bytes: Buffer, bounds: readonly number[]): Promise<LineScan[]> {
    const batch: ScanBatch = { bytes: bytes.buffer as SharedArrayBuffer, bounds, next: counter() };
    const replies = this.#spawn().map((worker) => ask(worker, { scan: batch }));
    const scans: LineScan[] = [];
    const own = takeScans(batch, bytes);
    const done = (await Promise.all(replies)).map((r) => (r && 'scans' in r ? r.scans : []));
    for (const [i, scan] of [...own, ...done.flat()]) scans[i] = scan;
    this.#scanned = [own.length, ...done.map((d) => d.length)];
    for (let i = 0; i < bounds.length - 1; i++) scans[i] ??= scanLines(bytes, bounds[i], bounds[i + 1]);
    return scans;
  }

  /** Checks (b)-(d) and the report of lines read by AuditPool.read (other lines are verified on this thread). */
  async verifyLines(lines: ExportLines, options: VerifyOptions = {}): Promise<AuditReport> {
    const plan = planStreams(lines, options);
    const bytes = lines.events[0]?.bytes;
    const shared = bytes?.buffer instanceof SharedArrayBuffer && bytes.byteOffset === 0;
    const apart = shared && this.threads > 1 ? runsApart(plan, options) : [];
    const outcomes =
      apart.length > 1 ? await this.#together(plan, apart, bytes) : new Map<number, StreamOutcome>();
    if (outcomes.size === 0) this.#share = [plan.entries.length];
    const all = plan.entries.map((entry, i) => outcomes.get(i) ?? plan.verify(entry));
    return reportFrom(lines, joinOutcomes(plan, all), options);
  }

  /** The streams each thread verified in the last verify(), the main thread first. */
  get share(): readonly number[] {
    return this.#share;
  }

  /** Starts the workers and waits until each can take a batch (a worker's first start compiles the engine). */
  async warm(): Promise<void> {
    await Promise.all(this.#spawn().map((worker) => ask(worker, null)));
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.splice(0).map((w) => w.terminate()));
  }

  /** The outcomes, by index in plan.entries, of the streams the threads verified (a failed worker's are missing). */
  async #together(plan: StreamsPlan, apart: number[], bytes: Buffer): Promise<Map<number, StreamOutcome>> {
    const batch = batchOf(plan, apart, bytes);
    const replies = this.#spawn().map(async (worker) => {
      const r = await ask(worker, { verify: batch });
      return r && 'outcomes' in r ? r.outcomes : [];
    });
    const outcomes = new Map<number, StreamOutcome>();
    const together = new Set(apart);
    plan.entries.forEach((entry, i) => together.has(i) || outcomes.set(i, plan.verify(entry)));
    for (const [job, outcome] of takeJobs(batch, (j) => plan.verify(j.entry)))
      outcomes.set(apart[job], outcome);
    const own = outcomes.size;
    const done = await Promise.all(replies);
    for (const [job, outcome] of done.flat()) outcomes.set(apart[job], outcome);
    this.#share = [own, ...done.map((d) => d.length)];
    return outcomes;
  }

  #spawn(): Worker[] {
    while (this.#workers.length < this.threads - 1) {
      const worker = startWorker(this.#workerFile);
      worker.on('error', () => this.#drop(worker)).on('exit', () => this.#drop(worker));
      worker.unref();
      this.#workers.push(worker);
    }
    return [...this.#workers];
  }

  #drop(worker: Worker): void {
    const i = this.#workers.indexOf(worker);
    if (i >= 0) this.#workers.splice(i, 1);
    void worker.terminate();
  }
}

/** The streams (their indexes in plan.entries) a worker can verify: those of libs/audit's own verifiers. */
function runsApart(plan: StreamsPlan, { charts, verifiers = STREAM_VERIFIERS }: VerifyOptions): number[] {
  if (charts !== undefined && charts !== defaultChartPack) return [];
  const own = (e: ExportedStream) =>
    STREAM_VERIFIERS[e.kind] !== undefined && verifiers[e.kind] === STREAM_VERIFIERS[e.kind];
  return plan.entries.flatMap((entry, i) => (own(entry) ? [i] : []));
}

function batchOf(plan: StreamsPlan, apart: readonly number[], bytes: Buffer): Batch {
  const events = apart.map((i) => plan.streams.events(plan.entries[i].stream));
  let row = 0;
  const jobs = apart.map((i, k): StreamJob => {
    const entry = plan.entries[i];
    const from = row;
    row += events[k].length;
    return {
      entry,
      from,
      to: row,
      published: plan.published(entry),
      rulings: plan.streams.rulingsOn(entry.stream),
    };
  });
  return {
    bytes: bytes.buffer as SharedArrayBuffer,
    table: tableOf(events.flat()),
    next: counter(),
    jobs,
    header: plan.header,
    canReplay: plan.canReplay,
    trailerLine: plan.trailerLine,
  };
}

/** A worker's reply to a task; undefined when it failed or exited (the main thread then does its part). */
function ask(worker: Worker, task: Task): Promise<Reply | undefined> {
  return new Promise((resolve) => {
    const done = (r: Reply | undefined) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onError);
      resolve(r && 'error' in r ? undefined : r);
    };
    const onMessage = (r: Reply) => done(r);
    const onError = () => done(undefined);
    worker.on('message', onMessage).on('error', onError).on('exit', onError);
    worker.postMessage(task);
  });
}

/** A counter the threads share (see takeTurns). */
const counter = () => new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);

/** The export's bytes in memory the workers share. */
function sharedCopy(input: string | Uint8Array): Buffer {
  const length = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  const bytes = Buffer.from(new SharedArrayBuffer(length));
  if (typeof input === 'string') bytes.write(input);
  else bytes.set(input);
  return bytes;
}
