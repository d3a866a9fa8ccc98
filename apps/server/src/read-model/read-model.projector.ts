import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import {
  CheckpointedProjector,
  shardProjection,
  shardsOf,
  ShardedDocuments,
  type DocumentStorage,
  type ShardableProjection,
} from '@periscope/projections';

/**
 * A read model kept up to date while the application runs: one checkpointed projector per shard (READ_MODEL_SHARDS,
 * docs/scaling.md), each under its own lease, started on bootstrap and stopped on shutdown. A subclass binds its
 * projection and storages' token and adds the reads its controller needs, through `documents`.
 */
export abstract class ReadModelProjector<Doc> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly projectors: CheckpointedProjector<Doc>[];
  protected readonly documents: ShardedDocuments<Doc>;

  protected constructor(
    store: EventStore,
    storages: readonly DocumentStorage<Doc>[],
    projection: ShardableProjection<Doc>,
  ) {
    this.documents = new ShardedDocuments(projection, storages);
    this.projectors = shardsOf(storages.length).map((shard, i) => {
      const sharded = shardProjection(projection, shard);
      // The server's own randomness spreads the processes' retries after an outage (libraries draw none).
      const log = new Logger(sharded.view.name);
      return new CheckpointedProjector(store, storages[i], sharded, log, undefined, { jitter: Math.random });
    });
  }

  onApplicationBootstrap(): void {
    for (const projector of this.projectors) projector.start();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.projectors.map((projector) => projector.stop()));
  }

  /** The position every shard has committed up to (as this process last committed or read it). */
  get position(): number {
    return Math.min(...this.projectors.map((projector) => projector.position));
  }

  /** Resolves once every shard has applied every event of its categories up to `position`. */
  async caughtUpTo(position: number): Promise<void> {
    await Promise.all(this.projectors.map((projector) => projector.caughtUpTo(position)));
  }
}
