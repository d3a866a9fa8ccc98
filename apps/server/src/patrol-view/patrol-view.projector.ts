import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';
import { CheckpointedProjector } from '../read-model/checkpointed-projector';
import type { DocumentStorage } from '../read-model/document-storage';
import type { PatrolFold } from './patrol-view.projection';
import { PATROL_VIEW_PROJECTION } from './patrol-view.read-model';

/** Injection token of the patrol view's DocumentStorage. */
export const PATROL_VIEW_STORAGE = Symbol('PATROL_VIEW_STORAGE');

/**
 * Keeps the patrol view: the generic checkpointed projector on the career streams, its documents and checkpoint
 * committed in one transaction beside the events (sqlite, postgres), in memory otherwise.
 */
@Injectable()
export class PatrolViewProjector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly projector: CheckpointedProjector<PatrolFold>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PATROL_VIEW_STORAGE) private readonly storage: DocumentStorage<PatrolFold>,
  ) {
    this.projector = new CheckpointedProjector(
      store,
      storage,
      PATROL_VIEW_PROJECTION,
      new Logger('PatrolView'),
    );
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

  /** Resolves once the read model has applied every career event up to `position`. */
  caughtUpTo(position: number): Promise<void> {
    return this.projector.caughtUpTo(position);
  }

  /** The career's fold, or undefined before its first event is projected. */
  read(careerId: string): Promise<PatrolFold | undefined> {
    return this.storage.load(careerId);
  }
}
