import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore, RecordedEvent, Subscription } from '@periscope/event-store';
import { CAREER_CATEGORY } from '../careers/career-streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { foldPatrol, initialPatrolFold, type PatrolFold } from './patrol-view.projection';
import {
  PATROL_VIEW_STORAGE,
  withoutRolls,
  type PatrolViewStorage,
  type StoredRoll,
} from './patrol-view.storage';

const MAX_BATCH = 500;
const MAX_CACHED = 5000;
const RETRY_MS = 1000;

/**
 * Keeps the patrol view: a checkpointed subscription to the career streams. Events are folded in batches (all
 * that one page or one tick brings, at most MAX_BATCH) and each batch commits its rows with the checkpoint.
 * After a failure it starts again from the stored checkpoint with an empty cache.
 */
@Injectable()
export class PatrolViewProjector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PatrolView');
  private readonly cache = new Map<string, PatrolFold>();
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PATROL_VIEW_STORAGE) private readonly storage: PatrolViewStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.run().catch((error: unknown) =>
      this.logger.error(`patrol view stopped: ${String(error)}`),
    );
  }

  /** Stops before the store closes; what was not committed is applied again on the next start. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.commits;
    await this.storage.close(); // also ends a wait for the lease
    await this.running;
  }

  /** The position of the last event committed to the read model. */
  get position(): number {
    return this.committed;
  }

  /** Resolves once the read model has applied every career event up to `position`. */
  caughtUpTo(position: number): Promise<void> {
    if (this.committed >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  private async run(): Promise<void> {
    await this.storage.open();
    if (!(await this.storage.lease())) return;
    while (!this.stopped) {
      this.committed = await this.storage.checkpoint();
      this.failure = undefined;
      const subscription = this.store.subscribeToAll({
        fromPosition: this.committed,
        filter: { categories: [CAREER_CATEGORY] },
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
        this.logger.warn(`patrol view restarts from its checkpoint: ${String(error)}`);
        await this.reset();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private async reset(): Promise<void> {
    await this.subscription?.close();
    await this.commits;
    this.batch = [];
    this.cache.clear();
  }

  /** Folds the batch and commits it after any commit in flight (commits never overlap). */
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
      const folds = new Map<string, PatrolFold>();
      const rolls: StoredRoll[] = [];
      for (const event of events) {
        const careerId = event.stream.slice(CAREER_CATEGORY.length + 1);
        const before = folds.get(careerId) ?? (await this.loaded(careerId));
        const after = foldPatrol(before, event);
        const added = after.log.rolls.slice(before.log.rolls.length);
        added.forEach((entry, seq) => rolls.push({ careerId, position: event.position, seq, entry }));
        folds.set(careerId, withoutRolls(after));
        if (after.log.ignored.count > before.log.ignored.count)
          this.logger.warn(`${event.stream}@${event.revision}: unknown event type ${event.type} skipped`);
      }
      const checkpoint = (events.at(-1) as RecordedEvent).position;
      await this.storage.commit({ folds, rolls, from: this.committed, checkpoint });
      for (const [careerId, fold] of folds) this.remember(careerId, fold);
      this.committed = checkpoint;
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

  private async loaded(careerId: string): Promise<PatrolFold> {
    return this.cache.get(careerId) ?? (await this.storage.load(careerId)) ?? initialPatrolFold();
  }

  private remember(careerId: string, fold: PatrolFold): void {
    this.cache.delete(careerId);
    this.cache.set(careerId, fold);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }
}
