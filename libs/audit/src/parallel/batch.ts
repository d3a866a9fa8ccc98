import { defaultChartPack } from '@periscope/rules';
import type { ExportedStream, ExportHeader } from '../format';
import type { Ruling } from '../rulings';
import { scanLines, type LineScan } from '../scan';
import type { ExportStreams } from '../stream-verifier';
import { STREAM_VERIFIERS, verifyOneStream, type StreamOutcome } from '../verify';
import { eventsOf, type EventTable } from './event-table';

/** One stream a worker verifies: its rows in the table, what was published of it, the rulings on it. */
export interface StreamJob {
  readonly entry: ExportedStream;
  readonly from: number;
  readonly to: number;
  readonly published?: Readonly<Record<string, unknown>>;
  readonly rulings: readonly Ruling[];
}

/**
 * What the audit's threads share for one export: its bytes, its event table and its jobs, which every thread
 * (the main one too) takes in turn, each the next one no thread has taken (`next`, a shared counter).
 */
export interface Batch {
  readonly bytes: SharedArrayBuffer;
  readonly table: EventTable;
  readonly next: SharedArrayBuffer;
  readonly jobs: readonly StreamJob[];
  readonly header: ExportHeader;
  readonly canReplay: boolean;
  /** The trailer's line, where a finding on a published figure points. */
  readonly trailerLine: number;
}

/** Lines of an export to scan (scan.ts), in runs [bounds[i], bounds[i + 1]) taken in turn (`next`, a shared counter). */
export interface ScanBatch {
  readonly bytes: SharedArrayBuffer;
  readonly bounds: readonly number[];
  readonly next: SharedArrayBuffer;
}

/** What a worker is sent: lines to scan, streams to verify, or null (a ping, to know it is up). */
export type Task = { readonly scan: ScanBatch } | { readonly verify: Batch } | null;

/** A worker's reply: the runs it scanned or the jobs it verified, each by its index; or why it failed. */
export type Reply =
  | { readonly scans: [number, LineScan][] }
  | { readonly outcomes: [number, StreamOutcome][] }
  | { readonly error: string };

/** run(i) for i = 0, 1, … count - 1, each i taken by one thread only, until every one is taken; i with its result. */
export function takeTurns<T>(next: SharedArrayBuffer, count: number, run: (i: number) => T): [number, T][] {
  const counter = new Int32Array(next);
  const done: [number, T][] = [];
  for (let i = Atomics.add(counter, 0, 1); i < count; i = Atomics.add(counter, 0, 1)) done.push([i, run(i)]);
  return done;
}

/** The runs of a scan batch this thread takes, scanned. */
export const takeScans = (batch: ScanBatch, bytes: Buffer): [number, LineScan][] =>
  takeTurns(batch.next, batch.bounds.length - 1, (i) =>
    scanLines(bytes, batch.bounds[i], batch.bounds[i + 1]),
  );

/** The jobs of a batch this thread takes, run. */
export const takeJobs = (batch: Batch, run: (job: StreamJob) => StreamOutcome): [number, StreamOutcome][] =>
  takeTurns(batch.next, batch.jobs.length, (i) => run(batch.jobs[i]));

/** A job verified in a worker, on the default chart pack, by the verifier libs/audit holds for its kind. */
export function runJob(batch: Batch, bytes: Buffer, job: StreamJob): StreamOutcome {
  const { entry } = job;
  const events = eventsOf(batch.table, bytes, entry.stream, job.from, job.to);
  const streams: ExportStreams = {
    entries: batch.header.streams,
    events: (stream) => {
      if (stream === entry.stream) return events;
      throw new Error(`the ${entry.kind} verifier read another stream (${stream}): it cannot run apart`);
    },
    rulingsOn: () => job.rulings,
  };
  const context = { header: batch.header, entry, charts: defaultChartPack, canReplay: batch.canReplay };
  return verifyOneStream(STREAM_VERIFIERS[entry.kind], context, streams, {
    published: job.published,
    line: batch.trailerLine,
  });
}
