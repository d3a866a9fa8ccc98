import {
  END,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult,
  type AppendStreamState,
  type EventData,
  type Filter,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { KurrentClient } from './kurrentdb.event-store';

// Tests only: an in-process stand-in for the client, modelling what the adapter relies on (and no more):
// positions are log offsets (ordered, with gaps, commit = prepare), $all holds system events too, a missing stream
// throws StreamNotFoundError, a $all read from a non-event position fails, a subscription is exclusive and sends
// caughtUp. It checks the adapter's logic; only a real server checks these assumptions (the int spec).

type Stored = NonNullable<AllStreamResolvedEvent['event']>;
type ReadOptions = {
  direction?: string;
  fromRevision?: bigint | string;
  fromPosition?: ReadPosition;
  maxCount?: number | bigint;
  filter?: Filter;
};

const RECORD_SIZE = 97n;

function passes(filter: Filter | undefined, event: Stored): boolean {
  if (!filter) return true;
  const subject = filter.filterOn === 'streamName' ? event.streamId : event.type;
  return 'prefixes' in filter
    ? filter.prefixes.some((p) => subject.startsWith(p))
    : new RegExp(filter.regex).test(subject);
}

export class FakeKurrentClient implements KurrentClient {
  readonly log: Stored[] = [];
  readonly appends: { stream: string; streamState: AppendStreamState | undefined }[] = [];
  private readonly subscribers = new Set<{ sink: PassThrough; filter?: Filter }>();
  private next = 1000n;
  disposed = false;

  constructor() {
    this.write('$stats-127.0.0.1:2113', '$statistics', {});
  }

  /** Writes without checks: system events, links, or events in some other namespace. */
  write(
    stream: string,
    type: string,
    data: unknown,
    id: string = randomUUID(),
    metadata: unknown = {},
  ): Stored {
    const revision = BigInt(this.log.filter((e) => e.streamId === stream).length);
    const position = { commit: this.next, prepare: this.next };
    this.next += RECORD_SIZE;
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    const event = {
      ...{ streamId: stream, id, type, revision, data: json(data), metadata: json(metadata) },
      ...{ created: new Date(), isJson: true, position },
    } as Stored;
    this.log.push(event);
    for (const { sink, filter } of this.subscribers)
      if (passes(filter, event)) sink.write({ event, commitPosition: event.position.commit });
    return event;
  }

  appendToStream = (async (
    stream: string,
    events: EventData[],
    options: { streamState?: AppendStreamState } = {},
  ) => {
    this.appends.push({ stream, streamState: options.streamState });
    await Promise.resolve();
    const current = this.log.filter((e) => e.streamId === stream);
    const actual = current.length ? BigInt(current.length - 1) : 'no_stream';
    const state = options.streamState ?? 'any';
    const ok = state === 'any' || (state === 'stream_exists' ? actual !== 'no_stream' : state === actual);
    if (!ok)
      throw new WrongExpectedVersionError(undefined, {
        streamName: stream,
        expected: state,
        current: actual,
      });
    let last: Stored | undefined;
    for (const e of events) last = this.write(stream, e.type, e.data, e.id, e.metadata);
    return {
      success: true,
      nextExpectedRevision: last!.revision,
      position: last!.position,
    } satisfies AppendResult;
  }) as KurrentClient['appendToStream'];

  /** Each stream's truncate-before revision, as its metadata sets it. */
  private readonly truncated = new Map<string, number>();

  setStreamMetadata = (async (stream: string, metadata: { truncateBefore?: number }) => {
    await Promise.resolve();
    if (metadata.truncateBefore !== undefined) this.truncated.set(stream, metadata.truncateBefore);
    return { success: true, nextExpectedRevision: 0n, position: undefined };
  }) as unknown as KurrentClient['setStreamMetadata'];

  readStream = ((stream: string, options: ReadOptions = {}) => {
    const log = this.log;
    const before = this.truncated.get(stream) ?? 0;
    return (async function* () {
      await Promise.resolve();
      let events = log.filter((e) => e.streamId === stream && Number(e.revision) >= before);
      if (events.length === 0) throw new StreamNotFoundError(undefined, stream);
      const backwards = options.direction === 'backwards';
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : undefined;
      events = backwards
        ? events.slice(0, from === undefined ? undefined : from + 1).reverse()
        : events.slice(from ?? 0);
      for (const event of events.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)))
        yield { event };
    })();
  }) as KurrentClient['readStream'];

  readAll = ((options: ReadOptions = {}) => {
    const log = this.log;
    const end = this.next;
    return (async function* () {
      await Promise.resolve();
      const backwards = options.direction === 'backwards';
      const from = options.fromPosition ?? (backwards ? END : START);
      let events = backwards ? [...log].reverse() : log;
      if (typeof from === 'object') {
        if (from.commit !== end && !log.some((e) => e.position.commit === from.commit)) {
          throw new Error(`invalid position ${from.commit}`);
        }
        events = events.filter((e) =>
          backwards ? e.position.commit < from.commit : e.position.commit >= from.commit,
        );
      }
      const matching = events.filter((e) => passes(options.filter, e));
      for (const event of matching.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) {
        yield { event, commitPosition: event.position.commit };
      }
    })();
  }) as KurrentClient['readAll'];

  subscribeToAll = ((options: { fromPosition?: ReadPosition; filter?: Filter } = {}) => {
    const sink = Object.assign(new PassThrough({ objectMode: true }), {
      unsubscribe: async () => {
        this.subscribers.delete(entry);
        sink.end();
      },
    });
    const entry = { sink, filter: options.filter };
    const from = options.fromPosition ?? START;
    const backlog =
      from === END ? [] : this.log.filter((e) => from === START || e.position.commit > from.commit);
    queueMicrotask(() => {
      for (const event of backlog)
        if (passes(options.filter, event)) sink.write({ event, commitPosition: event.position.commit });
      sink.emit('caughtUp', {});
      this.subscribers.add(entry);
    });
    return sink as unknown as AllStreamSubscription;
  }) as KurrentClient['subscribeToAll'];

  dispose = async () => {
    this.disposed = true;
  };
}
