import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { DocumentStorage } from '@periscope/projections';
import { ReadModelProjector } from '../read-model/read-model.projector';
import { pageOf, type CareersPage, type PageRequest } from './career-index.page';
import type { IndexedCareer } from './career-index.projection';
import { CAREER_INDEX_PROJECTION, ROW_PREFIX, type CareerIndexDoc } from './career-index.read-model';

/** Injection token of the careers' index storages, one per shard. */
export const CAREER_INDEX_STORAGE = Symbol('CAREER_INDEX_STORAGE');

/**
 * Keeps the careers' index on the career streams, beside the events (sqlite, postgres) or in memory. A page reads
 * every row and sorts them: fine for thousands of careers; a sorted query in the storage would be the next step.
 */
@Injectable()
export class CareerIndexProjector extends ReadModelProjector<CareerIndexDoc> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CAREER_INDEX_STORAGE) storages: readonly DocumentStorage<CareerIndexDoc>[],
  ) {
    super(store, storages, CAREER_INDEX_PROJECTION);
  }

  /** The rows as of the shards' checkpoints: read again only once the index has moved (any process may move it). */
  private rows?: { readonly checkpoint: string; readonly careers: Promise<IndexedCareer[]> };

  async page(request: PageRequest, before?: number): Promise<CareersPage> {
    return pageOf(await this.careers(), request, before);
  }

  /**
   * Every row, read once a checkpoint: a page asked for again and again (the lobby of every visitor) costs one
   * small read of the checkpoint, not every row read and parsed again (docs/abuse.md, the GET flood).
   */
  private careers(): Promise<IndexedCareer[]> {
    return this.documents.checkpoints().then((checkpoints) => {
      const checkpoint = checkpoints.join();
      if (this.rows?.checkpoint !== checkpoint) {
        const careers = this.documents.list(ROW_PREFIX) as Promise<IndexedCareer[]>;
        this.rows = { checkpoint, careers };
        careers.catch(() => this.rows?.careers === careers && (this.rows = undefined));
      }
      return this.rows.careers;
    });
  }
}
