import { CatchUpSubscription } from '../catch-up-subscription';
import { EventStoreClosed } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamsPage,
  StreamsReader,
  StreamStart,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { Notifier } from '../notifier';
import { erasedRow, type StoredRow } from '../stored-row';
import { toRecordedEvent } from '../stored-row';
import type { SyncStorage } from '../sync-append';
import { appendSync } from '../sync-append';
import { checkReadAll, checkReadStream, checkSubscribe, prepareAppend } from '../validation';

/** Keeps everything in arrays: for tests and throw-away runs. Same semantics as the durable stores. */
export class MemoryEventStore implements EventStore, SyncStorage, StreamsReader {
  readonly kind = 'memory';
  readonly notifier = new Notifier();
  private readonly all: StoredRow[] = [];
  private readonly streams = new Map<string, StoredRow[]>();
  private readonly byId = new Map<string, StoredRow>();
  private closed = false;

  async append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    if (this.closed) throw new EventStoreClosed();
    const prepared = prepareAppend(stream, events, options);
    const result = appendSync(
      this,
      stream,
      prepared,
      options?.expectedRevision ?? 'any',
      new Date().toISOString(),
    );
    this.notifier.notify();
    return result;
  }

  async erase(stream: string): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
    checkReadStream(stream);
    for (const row of this.streams.get(stream) ?? []) Object.assign(row, erasedRow);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const { fromRevision, direction, maxCount } = checkReadStream(stream, options);
    const rows = this.streams.get(stream) ?? [];
    const selected =
      direction === 'forwards'
        ? rows.slice(fromRevision ?? 0, (fromRevision ?? 0) + maxCount)
        : rows
            .slice(0, (fromRevision ?? rows.length - 1) + 1)
            .reverse()
            .slice(0, maxCount);
    return selected.map(toRecordedEvent);
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const { fromPosition, maxCount } = checkReadAll(options);
    const start = Math.max(fromPosition, 1) - 1;
    const end = Math.min(this.all.length, start + maxCount);
    for (let i = start; i < end; i++) yield toRecordedEvent(this.all[i]);
  }

  subscribeToAll(options?: SubscribeToAllOptions): Subscription {
    return new CatchUpSubscription(this, checkSubscribe(options), { pollMs: 5000 });
  }

  async readPage(from: number, max: number): Promise<RecordedEvent[]> {
    return this.all.slice(from - 1, from - 1 + max).map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    return this.all.length;
  }

  async revisionsAt(starts: readonly StreamStart[]): Promise<number[]> {
    return starts.map(
      ({ stream, position }) =>
        (this.streams.get(stream) ?? []).filter((row) => row.position <= position).at(-1)?.revision ?? -1,
    );
  }

  async readStreamsAfter(
    after: ReadonlyMap<string, number>,
    from: number,
    max: number,
  ): Promise<StreamsPage> {
    const scanned = this.all.slice(from, from + max);
    const events = scanned
      .filter((row) => row.revision > (after.get(row.stream) ?? Infinity))
      .map(toRecordedEvent);
    return { events, reached: scanned.at(-1)?.position ?? from, more: scanned.length === max };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.notifier.notify();
  }

  // SyncStorage: plain JavaScript runs the whole append without interruption, so it is atomic as written.
  transaction<T>(fn: () => T): T {
    return fn();
  }

  findIds(ids: string[]): StoredRow[] {
    return ids.flatMap((id) => this.byId.get(id) ?? []);
  }

  lastPosition(): number {
    return this.all.length;
  }

  streamRevision(stream: string): number | undefined {
    const rows = this.streams.get(stream);
    return rows ? rows.length - 1 : undefined;
  }

  insert(rows: StoredRow[]): void {
    for (const row of rows) {
      this.all.push(row);
      this.byId.set(row.id, row);
      const stream = this.streams.get(row.stream) ?? [];
      stream.push(row);
      this.streams.set(row.stream, stream);
    }
  }
}
