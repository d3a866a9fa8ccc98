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
import { pageOf, type CareersPage, type PageRequest } from './career-index.page';
import type { IndexedCareer } from './career-index.projection';
import { CAREER_INDEX_PROJECTION, ROW_PREFIX, type CareerIndexDoc } from './career-index.read-model';

/** Injection token of the careers' index DocumentStorage. */
export const CAREER_INDEX_STORAGE = Symbol('CAREER_INDEX_STORAGE');

/**
 * Keeps the careers' index: the generic checkpointed projector on the career streams, beside the events (sqlite,
 * postgres) or in memory. A page reads every row and sorts them: fine for thousands of careers; a sorted query in
 * the storage would be the next step beyond that.
 */
@Injectable()
export class CareerIndexProjector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly projector: CheckpointedProjector<CareerIndexDoc>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CAREER_INDEX_STORAGE) private readonly storage: DocumentStorage<CareerIndexDoc>,
  ) {
    this.projector = new CheckpointedProjector(
      store,
      storage,
      CAREER_INDEX_PROJECTION,
      new Logger('CareerIndex'),
    );
  }

  onApplicationBootstrap(): void {
    this.projector.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.projector.stop();
  }

  /** Resolves once the index has applied every career event up to `position`. */
  caughtUpTo(position: number): Promise<void> {
    return this.projector.caughtUpTo(position);
  }

  async page(request: PageRequest, before?: number): Promise<CareersPage> {
    const careers = (await this.storage.list(ROW_PREFIX)) as IndexedCareer[];
    return pageOf(careers, request, before);
  }
}
