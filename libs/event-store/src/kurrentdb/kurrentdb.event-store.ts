import {
  BACKWARDS,
  END,
  KurrentDBClient,
  type ReadStreamOptions as ClientReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { EventStoreClosed, InvalidArgument, WrongExpectedVersion } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { idempotentResult } from '../sync-append';
import type { PreparedEvent } from '../validation';
import { checkReadAll, checkReadStream, checkSubscribe, prepareAppend } from '../validation';
import { subscriptionFilter } from './kurrentdb.filters';
import {
  isStreamNotFoundError,
  positionOf,
  toActualRevision,
  toEventData,
  toReadStreamOptions,
  toRecordedEvent,
  toSafeNumber,
  toStreamState,
  toSubscribePosition,
  toWrongExpectedVersion,
} from './kurrentdb.mapping';
import { lastPosition, readAllPaged } from './kurrentdb.read-all';
import { KurrentDbSubscription } from './kurrentdb.subscription';

/** The part of the client the adapter uses (a fake can stand in for it in unit tests). */
export type KurrentClient = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose' | 'setStreamMetadata'
>;

export interface KurrentDbEventStoreOptions {
  /**
   * Stores every stream as `<namespace>.<stream>` and confines reads, subscriptions and `headPosition` to them, so
   * that several stores (test runs) can share one server. Letters, digits and `_`. Default: none.
   */
  namespace?: string;
  /** Events per $all request in `readAll` (default 500). */
  pageSize?: number;
}

type StoredAt = { id: string; stream: string; revision: number; position: number };

/**
 * The event store on KurrentDB (the renamed EventStoreDB) through `@kurrent/kurrentdb-client`.
 *
 * Differences from the port, all forced by the server:
 * - `position` is the event's commit position in the transaction log: ordered and unique, not gap-free.
 *   `readAll` takes any number (a start between events costs a scan back from the end); `subscribeToAll` only
 *   0 or a position the store returned.
 * - idempotency: ids are looked up in the stream before each append (one stream read), and again after a conflict;
 *   an id stored in *another* stream is not detected (KurrentDB keeps ids per stream), so no DuplicateEventId then.
 * - `caughtUp` relies on the server's caught-up message (KurrentDB 23.10 and later).
 */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentClient;
  private readonly prefix: string;
  private readonly pageSize: number;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private closed = false;
  private closing?: Promise<void>;

  /** `connection` is a connection string (`kurrentdb://host:2113?tls=false`) or a client to use. */
  constructor(connection: string | KurrentClient, options: KurrentDbEventStoreOptions = {}) {
    const { namespace = '', pageSize = 500 } = options;
    if (!/^[A-Za-z0-9_]*$/.test(namespace)) {
      throw new InvalidArgument('namespace', 'must be letters, digits or _');
    }
    if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
      throw new InvalidArgument('pageSize', 'must be an integer ≥ 1');
    }
    this.client = typeof connection === 'string' ? KurrentDBClient.connectionString(connection) : connection;
    this.prefix = namespace ? `${namespace}.` : '';
    this.pageSize = pageSize;
  }

  async append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    if (this.closed) throw new EventStoreClosed();
    const prepared = prepareAppend(stream, events, options);
    const task = this.write(stream, prepared, options?.expectedRevision ?? 'any');
    this.inFlight.add(task);
    try {
      return await task;
    } finally {
      this.inFlight.delete(task);
    }
  }

  /** The stream is truncated before its next revision: nothing of it is read again, the scavenge removes it. */
  async erase(stream: string): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
    checkReadStream(stream);
    for await (const last of this.streamEvents(stream, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    })) {
      const truncateBefore = Number(last.event?.revision ?? 0n) + 1;
      await this.client.setStreamMetadata(this.prefix + stream, { truncateBefore });
    }
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const checked = checkReadStream(stream, options);
    const events: RecordedEvent[] = [];
    for await (const resolved of this.streamEvents(stream, toReadStreamOptions(checked))) {
      const event = toRecordedEvent(resolved, this.prefix);
      if (event) events.push(event);
    }
    return events;
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const { fromPosition, maxCount } = checkReadAll(options);
    yield* readAllPaged({
      client: this.client,
      streamPrefix: this.prefix,
      pageSize: this.pageSize,
      fromPosition,
      maxCount,
    });
  }

  subscribeToAll(options?: SubscribeToAllOptions): Subscription {
    const { fromPosition, filter } = checkSubscribe(options);
    const all = subscriptionFilter(filter, this.prefix);
    const source = this.client.subscribeToAll({
      fromPosition: toSubscribePosition(fromPosition),
      filter: all.server,
    });
    const subscription = new KurrentDbSubscription(
      source,
      (resolved) => {
        const event = toRecordedEvent(resolved, this.prefix);
        return event && all.accepts(event) ? event : undefined;
      },
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  headPosition(): Promise<number> {
    return lastPosition(this.client, this.prefix);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
    const probe = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 });
    for await (const _ of probe) break;
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }

  /** Idempotency first (as every adapter), then the append with an explicit stream state. */
  private async write(
    stream: string,
    events: PreparedEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    const stored = await this.findIds(stream, ids);
    if (stored.length > 0) return idempotentResult(stream, events, stored);
    try {
      const result = await this.client.appendToStream(this.prefix + stream, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
      // Only when the connection string sets throwOnAppendFailure=false.
      if (!result.success) {
        throw new WrongExpectedVersion(stream, expected, toActualRevision(result.nextExpectedRevision));
      }
      const revision = toSafeNumber(result.nextExpectedRevision, 'revision');
      // The server's own dedupe (a retry racing its original) may answer without a position.
      const position = result.position
        ? toSafeNumber(result.position.commit, 'commit position')
        : await this.positionAt(stream, revision);
      return { nextExpectedRevision: revision, position };
    } catch (error) {
      const conflict =
        error instanceof WrongExpectedVersion ? error : toWrongExpectedVersion(error, stream, expected);
      if (!conflict) throw error;
      // The writer that beat us may have been the original of this very batch: then the port wants its result.
      const raced = await this.findIds(stream, ids);
      if (raced.length > 0) return idempotentResult(stream, events, raced);
      throw conflict;
    }
  }

  /** Where these ids sit in the stream: a full read, stopping early once all are found. */
  private async findIds(stream: string, ids: string[]): Promise<StoredAt[]> {
    const wanted = new Set(ids);
    const found: StoredAt[] = [];
    for await (const resolved of this.streamEvents(stream, {})) {
      const event = resolved.event;
      const id = event?.id.toLowerCase();
      if (!event || id === undefined || !wanted.has(id)) continue;
      found.push({
        id,
        stream,
        revision: toSafeNumber(event.revision, 'revision'),
        position: positionOf(resolved),
      });
      if (found.length === wanted.size) break;
    }
    return found;
  }

  private async positionAt(stream: string, revision: number): Promise<number> {
    for await (const resolved of this.streamEvents(stream, { fromRevision: BigInt(revision), maxCount: 1 })) {
      return positionOf(resolved);
    }
    throw new Error(`KurrentDB: ${stream}@${revision} was acknowledged but cannot be read`);
  }

  /** One stream's events as the client resolves them; an unknown stream reads as empty. */
  private async *streamEvents(
    stream: string,
    options: ClientReadStreamOptions,
  ): AsyncGenerator<ResolvedEvent> {
    try {
      for await (const resolved of this.client.readStream(this.prefix + stream, options)) yield resolved;
    } catch (error) {
      if (!isStreamNotFoundError(error)) throw error;
    }
  }
}
