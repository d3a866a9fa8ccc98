import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { defaultChartPack } from '@periscope/rules';
import type { ExportedStream } from '../format';
import { readExport, type ExportLines } from '../read';
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
import type { Batch, BatchReply, StreamJob } from './batch';
import { takeJobs } from './batch';
import { tableOf } from './event-table';
import { startWorker } from './start-worker';

/**
 * The audit on every core: the main thread reads the chain (a) and checks the rulings, then it and the pool's
 * workers verify the streams (b)-(d) side by side, each taking the next stream no thread has taken. Streams whose
 * verifier reads no other stream (careers) go to the workers; the others (a tournament, which reads its entrants'
 * careers) stay on the main thread. The report is the one verifyExport gives, in the same order.
 */
export class AuditPool {
  readonly #workers: Worker[] = [];
  #share: readonly number[] = [];

  /**
   * threads: the threads to verify on, the main one included (default: one per core); workerFile: the workers'
   * script (tests give another).
   */
  constructor(
    readonly threads = availableParallelism(),
    private readonly workerFile = join(__dirname, `audit-worker${extname(__filename)}`),
  ) {
    if (!Number.isSafeInteger(threads) || threads < 1)
      throw new RangeError(`threads must be ≥ 1, got ${threads}`);
  }

  async verify(input: string | Uint8Array, options: VerifyOptions = {}): Promise<AuditReport> {
    return this.verifyLines(AuditPool.read(input), options);
  }

  /** readExport of a copy of the input in memory the workers can share. */
  static read(input: string | Uint8Array): ExportLines {
    return readExport(sharedCopy(input));
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
    await Promise.all(this.#spawn().map((worker) => reply(worker, null)));
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.splice(0).map((w) => w.terminate()));
  }

  /** The outcomes, by index in plan.entries, of the streams the threads verified (a failed worker's are missing). */
  async #together(plan: StreamsPlan, apart: number[], bytes: Buffer): Promise<Map<number, StreamOutcome>> {
    const batch = batchOf(plan, apart, bytes);
    const replies = this.#spawn().map((worker) => reply(worker, batch));
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
      const worker = startWorker(this.workerFile);
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
    next: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    jobs,
    header: plan.header,
    canReplay: plan.canReplay,
    trailerLine: plan.trailerLine,
  };
}

/** The jobs a worker did (none for null, a ping); none when it failed (the main thread then verifies them). */
function reply(worker: Worker, batch: Batch | null): Promise<[number, StreamOutcome][]> {
  return new Promise((resolve) => {
    const done = (outcomes: [number, StreamOutcome][]) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onError);
      resolve(outcomes);
    };
    const onMessage = (r: BatchReply) => done('outcomes' in r ? r.outcomes : []);
    const onError = () => done([]);
    worker.on('message', onMessage).on('error', onError).on('exit', onError);
    worker.postMessage(batch);
  });
}

/** The export's bytes in memory the workers share. */
function sharedCopy(input: string | Uint8Array): Buffer {
  const length = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  const bytes = Buffer.from(new SharedArrayBuffer(length));
  if (typeof input === 'string') bytes.write(input);
  else bytes.set(input);
  return bytes;
}
