import { defaultChartPack } from '@periscope/rules';
import type { ExportedStream, ExportHeader } from '../format';
import type { Ruling } from '../rulings';
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

/** A worker's reply to a batch: the outcome of each job it took, by the job's index. */
export type BatchReply = { readonly outcomes: [number, StreamOutcome][] } | { readonly error: string };

/** Jobs of the batch, one at a time, until every one is taken. */
export function takeJobs(batch: Batch, run: (job: StreamJob) => StreamOutcome): [number, StreamOutcome][] {
  const next = new Int32Array(batch.next);
  const done: [number, StreamOutcome][] = [];
  for (let i = Atomics.add(next, 0, 1); i < batch.jobs.length; i = Atomics.add(next, 0, 1))
    done.push([i, run(batch.jobs[i])]);
  return done;
}

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
