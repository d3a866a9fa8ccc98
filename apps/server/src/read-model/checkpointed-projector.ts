import { categoryOf, type EventStore, type RecordedEvent, type Subscription } from '@periscope/event-store';
import type { DocumentStorage, ViewName } from './document-storage';

const MAX_BATCH = 500;
const MAX_CACHED = 5000;
const RETRY_MS = 1000;

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

/**
 * Keeps a document read model: a checkpointed subscription to the projection's categories (the patrol view's loop,
 * generalised). Events are applied in batches (all one page or one tick brings, at most MAX_BATCH) and each batch
 * commits its documents with the checkpoint; after a failure it starts again from the stored checkpoint with an
 * empty cache. `onCommit` hears the keys each commit changed.
 */
export class CheckpointedProjector<Doc> {
  private readonly cache = new Map<string, Doc | null>();
  private subscription?: Subscription;
  private running?: Promise<void>;
  private stopped = false;
  private batch: RecordedEvent[] = [];
  private committed = 0;
  private commits: Promise<void> = Promise.resolve();
  private tick?: NodeJS.Immediate;
  private failure?: unknown;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();

  constructor(
    private readonly store: EventStore,
    private readonly storage: DocumentStorage<Doc>,
    private readonly projection: Projection<Doc>,
    private readonly log: ProjectorLog,
    private readonly onCommit: (keys: readonly string[], checkpoint: number) => void = () => undefined,
  ) {}

  start(): void {
    this.running = this.run().catch((error: unknown) =>
      this.log.error(`${this.projection.view.name} stopped: ${String(error)}`),
    );
  }

  /** Stops before the store closes; what was not committed is applied again on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.commits;
    await this.storage.close();
    await this.running;
  }

  get position(): number {
    return this.committed;
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
    if (!(await this.storage.lease())) return 0;
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

  private async run(): Promise<void> {
    await this.storage.open();
    if (!(await this.storage.lease())) return;
    while (!this.stopped) {
      this.committed = await this.storage.checkpoint();
      this.failure = undefined;
      const subscription = this.store.subscribeToAll({
        fromPosition: this.committed,
        filter: { categories: [...this.projection.categories] },
      });
      this.subscription = subscription;
      try {
        for await (const event of subscription) {
          this.batch.push(event);
          if (this.batch.length >= MAX_BATCH) await this.commit();
          else this.tick ??= setImmediate(() => void this.commit());
          if (this.failure) throw this.failure;
        }
        await this.commit();
        if (this.failure) throw this.failure;
      } catch (error) {
        if (this.stopped) return;
        this.log.warn(`${this.projection.view.name} restarts from its checkpoint: ${String(error)}`);
        await this.subscription?.close();
        await this.commits;
        this.batch = [];
        this.cache.clear();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  /** Applies the batch and commits it after any commit in flight (commits never overlap). */
  private commit(): Promise<void> {
    if (this.tick) clearImmediate(this.tick);
    this.tick = undefined;
    this.commits = this.commits.then(() => this.commitBatch());
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
      await this.storage.commit({ docs, from: this.committed, checkpoint });
      for (const [key, doc] of docs) this.remember(key, doc);
      this.committed = checkpoint;
      this.onCommit([...docs.keys()], checkpoint);
      for (const waiter of this.waiters) {
        if (waiter.position > checkpoint) continue;
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    } catch (error) {
      this.failure = error;
      await this.subscription?.close();
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
