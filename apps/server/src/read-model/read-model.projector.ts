import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { CheckpointedProjector, type DocumentStorage, type Projection } from '@periscope/projections';

/**
 * A read model kept up to date while the application runs: the checkpointed projector started on bootstrap and
 * stopped on shutdown. A subclass binds its projection and storage token and adds the reads its controller needs.
 */
export abstract class ReadModelProjector<Doc> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly projector: CheckpointedProjector<Doc>;

  protected constructor(
    store: EventStore,
    protected readonly storage: DocumentStorage<Doc>,
    projection: Projection<Doc>,
    onCommit?: (keys: readonly string[], checkpoint: number) => void,
  ) {
    const log = new Logger(projection.view.name);
    // The server's own randomness spreads the processes' retries after an outage (libraries draw none).
    this.projector = new CheckpointedProjector(store, storage, projection, log, onCommit, {
      jitter: Math.random,
    });
  }

  onApplicationBootstrap(): void {
    this.projector.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.projector.stop();
  }

  /** The position of the last event committed to the read model. */
  get position(): number {
    return this.projector.position;
  }

  /** Resolves once the read model has applied every event of its categories up to `position`. */
  caughtUpTo(position: number): Promise<void> {
    return this.projector.caughtUpTo(position);
  }
}
