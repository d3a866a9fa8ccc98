import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';
import { PATROL_VIEW_PROJECTION, type DocumentStorage } from '@periscope/projections';
import { ReadModelProjector } from '../read-model/read-model.projector';
import type { PatrolFold } from '@periscope/rules/career/views';

/** Injection token of the patrol view's storages, one per shard. */
export const PATROL_VIEW_STORAGE = Symbol('PATROL_VIEW_STORAGE');

/**
 * Keeps the patrol view on the career streams, its documents and checkpoint committed in one transaction beside
 * the events (sqlite, postgres), in memory otherwise.
 */
@Injectable()
export class PatrolViewProjector extends ReadModelProjector<PatrolFold> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PATROL_VIEW_STORAGE) storages: readonly DocumentStorage<PatrolFold>[],
  ) {
    super(store, storages, PATROL_VIEW_PROJECTION);
  }

  /** The career's fold, or undefined before its first event is projected. */
  read(careerId: string): Promise<PatrolFold | undefined> {
    return this.documents.load(careerId);
  }
}
