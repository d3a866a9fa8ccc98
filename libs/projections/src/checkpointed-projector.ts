import { categoryOf, type EventStore, type RecordedEvent, type Subscription } from '@periscope/event-store';
import { LeaseLost, type DocumentStorage, type ViewName } from './document-storage';
import { retryDelayMs, type RetrySchedule } from './retry-schedule';

const MAX_BATCH = 500;
const MAX_CACHED = 5000;

/** What a projection sees while it applies one event: the view's documents and the store's streams. */
export interface ProjectionContext<Doc> {
  get(key: string): Promise<Doc | undefined>;
  set(key: string, doc: Doc): void;
  /** Reads a stream of the store (as it is now: filter by position for a result that replays the same). */
  readStream(stream: string): Promise<RecordedEvent[]>;
  /** Logs what the projection skipped (an event type a newer server wrote). */
  warn(message: string): void;
}

/** A read model as documents by key: which categories feed it and how one event changes them. */
export interface Projection<Doc> {
  readonly view: ViewName;
  readonly categories: readonly string[];
  apply(event: RecordedEvent, context: ProjectionContext<Doc>): Promise<void>;
}

export interface ProjectorLog {
  warn(message: string): void;
  error(message: string): void;
}

const describe = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/**
 * Keeps a document read model: a checkpointed subscription to the projection's categories. Events are applied in
 * batches (all one page or one tick brings, at most MAX_BATCH) and each batch commits its documents with the
 * checkpoint, fenced by the lease's epoch. It is supervised: whatever fails (the store or the storage
 * unreachable, the lease lost), it logs the failure once, waits on a capped exponential schedule, contends for the
 * lease again and goes on from the stored checkpoint with an empty cache, for as long as the process runs.
 * `onCommit` hears the keys each commit changed.
 */
export class CheckpointedProjector<Doc> {
  private readonly cache = new Map<string, Doc | null>();
  private subscription?: Subscription;
  private running?: Promise<void>;
  private stopped = false;
  private batch: RecordedEvent[] = [];
  private committed = 0;
  private epoch = 0;
  private opened = false;
  /** Holds the lease now: set once lease() answers, cleared by any failure, by the storage's word, or by stop(). */
  private leased = false;
  /** Commits made since start: a run that made one starts the retry schedule over. */
  private progress = 0;
  private commits: Promise<void> = Promise.resolve();
  private tick?: NodeJS.Immediate;
  private failure?: unknown;
  private wakeRetry?: () => void;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();

  constructor(
    private readonly store: EventStore,
    private readonly storage: DocumentStorage<Doc>,
    private readonly projection: Projection<Doc>,
    private readonly log: ProjectorLog,
    private readonly onCommit: (keys: readonly string[], checkpoint: number) => void = () => undefined,
    private readonly retry: RetrySchedule = {},
  ) {}

  /** Runs until stop(); never rejects. */
  start(): void {
    this.running = this.supervise();
  }

  /** Stops before the store closes; what was not committed is applied again on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.leased = false;
    this.wakeRetry?.();
    await this.subscription?.close();
    await this.commits;
    await this.storage.close();
    await this.running;
  }

  get position(): number {
    return this.committed;
  }

  /** Whether this process writes the view now (it holds the lease); a process that lost it says false at once. */
  get holdsLease(): boolean {
    return this.leased;
  }

  /** Resolves once the view has applied every event of its categories up to `position`. */
  caughtUpTo(position: number): Promise<void> {
    if (this.committed >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  /**
   * `periscope projections rebuild`: empties the view and applies every event from position 0 to the store's head,
   * then returns the checkpoint. Run it with the server stopped (or it waits for the writer's lease).
   */
  async rebuild(): Promise<number> {
    await this.storage.open();
    const epoch = await this.storage.lease();
    if (epoch === undefined) return 0;
    this.epoch = epoch;
    await this.storage.reset();
    this.committed = 0;
    const categories = new Set(this.projection.categories);
    for await (const event of this.store.readAll()) {
      if (!categories.has(categoryOf(event.stream))) continue;
      this.batch.push(event);
      if (this.batch.length >= MAX_BATCH) await this.commit();
    }
    await this.commit();
    if (this.failure) throw this.failure;
    return this.committed;
  }

  /** follow() again and again; a run that committed something starts the schedule over. */
  private async supervise(): Promise<void> {
    let attempt = 0;
    while (!this.stopped) {
      const before = this.progress;
      try {
        return await this.follow(); // it returns only once stopped or closed
      } catch (error) {
        if (this.stopped) return;
        this.leased = false;
        if (this.progress !== before) attempt = 0;
        const ms = retryDelayMs(attempt++, this.retry);
        this.log.warn(`${this.projection.view.name}: ${describe(error)}; retry ${attempt} in ${ms} ms`);
        await this.forget();
        await this.pause(ms);
      }
    }
  }

  /** Holds the lease and applies the store's events from the checkpoint until stopped; throws what stops it. */
  private async follow(): Promise<void> {
    if (!this.opened) await this.storage.open(); // once: a retry only contends and reads the checkpoint again
    this.opened = true;
    const epoch = await this.storage.lease((lost) => this.lost(lost));
    if (epoch === undefined || this.stopped) return;
    this.epoch = epoch;
    this.leased = true;
    this.committed = await this.storage.checkpoint();
    this.failure = undefined;
    const subscription = this.store.subscribeToAll({
      fromPosition: this.committed,
      filter: { categories: [...this.projection.categories] },
    });
    this.subscription = subscription;
    if (this.stopped) await subscription.close(); // stop() came while this run started: it closed the last one
    for await (const event of subscription) {
      this.batch.push(event);
      if (this.batch.length >= MAX_BATCH) await this.commit();
      else this.tick ??= setImmediate(() => void this.commit());
      if (this.failure) throw this.failure;
    }
    await this.commit();
    if (this.failure) throw this.failure;
  }

  /** The storage says the lease of `epoch` is gone (its session ended): stop writing now and contend again. */
  private lost(epoch: number): void {
    if (epoch !== this.epoch || !this.leased) return;
    this.leased = false;
    this.failure ??= new LeaseLost(this.projection.view.name, this.epoch);
    void this.subscription?.close();
  }

  /** After a failure: nothing uncommitted or cached survives, the next run reads the stored checkpoint. */
  private async forget(): Promise<void> {
    await this.subscription?.close();
    await this.commits;
    if (this.tick) clearImmediate(this.tick);
    this.tick = undefined;
    this.batch = [];
    this.cache.clear();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeRetry = () => (clearTimeout(timer), resolve());
    });
  }

  /** Applies the batch and commits it after any commit in flight (commits never overlap). */
  private commit(): Promise<void> {
    if (this.tick) clearImmediate(this.tick);
    this.tick = undefined;
    this.commits = this.commits
      .then(() => this.commitBatch())
      .catch((error: unknown) => void (this.failure ??= error));
    return this.commits;
  }

  private async commitBatch(): Promise<void> {
    const events = this.batch;
    this.batch = [];
    if (events.length === 0 || this.failure || this.stopped) return;
    try {
      const docs = new Map<string, Doc>();
      const context: ProjectionContext<Doc> = {
        get: async (key) => (docs.has(key) ? docs.get(key) : await this.loaded(key)),
        set: (key, doc) => void docs.set(key, doc),
        readStream: (stream) => this.store.readStream(stream),
        warn: (message) => this.log.warn(`${this.projection.view.name}: ${message}`),
      };
      for (const event of events) await this.projection.apply(event, context);
      const checkpoint = (events.at(-1) as RecordedEvent).position;
      await this.storage.commit({ docs, from: this.committed, checkpoint, epoch: this.epoch });
      for (const [key, doc] of docs) this.remember(key, doc);
      this.committed = checkpoint;
      this.progress++;
      this.onCommit([...docs.keys()], checkpoint);
      this.release(checkpoint);
    } catch (error) {
      this.failure = error;
      await this.subscription?.close();
    }
  }

  private release(checkpoint: number): void {
    for (const waiter of this.waiters) {
      if (waiter.position > checkpoint) continue;
      this.waiters.delete(waiter);
      waiter.resolve();
    }
  }

  private async loaded(key: string): Promise<Doc | undefined> {
    if (this.cache.has(key)) return this.cache.get(key) ?? undefined;
    const doc = (await this.storage.load(key)) ?? null;
    this.remember(key, doc);
    return doc ?? undefined;
  }

  private remember(key: string, doc: Doc | null): void {
    this.cache.delete(key);
    this.cache.set(key, doc);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }
}
