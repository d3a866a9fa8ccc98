import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { DocumentStorage } from '@periscope/projections';
import { ReadModelProjector } from '../read-model/read-model.projector';
import { pageOf, type CareersPage, type PageRequest } from './career-index.page';
import type { IndexedCareer } from './career-index.projection';
import { CAREER_INDEX_PROJECTION, ROW_PREFIX, type CareerIndexDoc } from './career-index.read-model';

/** Injection token of the careers' index DocumentStorage. */
export const CAREER_INDEX_STORAGE = Symbol('CAREER_INDEX_STORAGE');

/**
 * Keeps the careers' index on the career streams, beside the events (sqlite, postgres) or in memory. A page reads
 * every row and sorts them: fine for thousands of careers; a sorted query in the storage would be the next step.
 */
@Injectable()
export class CareerIndexProjector extends ReadModelProjector<CareerIndexDoc> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CAREER_INDEX_STORAGE) storage: DocumentStorage<CareerIndexDoc>,
  ) {
    super(store, storage, CAREER_INDEX_PROJECTION);
  }

  async page(request: PageRequest, before?: number): Promise<CareersPage> {
    const careers = (await this.storage.list(ROW_PREFIX)) as IndexedCareer[];
    return pageOf(careers, request, before);
  }
}
