import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { DocumentStorage } from '@periscope/projections';
import { EVENT_STORE } from '../event-store/event-store.module';
import { ReadModelProjector } from '../read-model/read-model.projector';
import type { GameListing } from '@periscope/play/duel';
import { gamesInProgress, type IndexedGame } from './game-index.projection';
import { GAME_INDEX_PROJECTION, ROW_PREFIX, type GameIndexDoc } from './game-index.read-model';

/** Injection token of the games' index storages, one per shard. */
export const GAME_INDEX_STORAGE = Symbol('GAME_INDEX_STORAGE');

/** Keeps the games' index on the game streams; the rows are read again only once the index has moved. */
@Injectable()
export class GameIndexProjector extends ReadModelProjector<GameIndexDoc> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(GAME_INDEX_STORAGE) storages: readonly DocumentStorage<GameIndexDoc>[],
  ) {
    super(store, storages, GAME_INDEX_PROJECTION);
  }

  /** The rows as of the shards' checkpoints: read again only once the index has moved (any process may move it). */
  private rows?: { readonly checkpoint: string; readonly games: Promise<IndexedGame[]> };

  async inProgress(limit: number): Promise<GameListing[]> {
    return gamesInProgress(await this.games(), limit);
  }

  private games(): Promise<IndexedGame[]> {
    return this.documents.checkpoints().then((checkpoints) => {
      const checkpoint = checkpoints.join();
      if (this.rows?.checkpoint !== checkpoint) {
        const games = this.documents.list(ROW_PREFIX) as Promise<IndexedGame[]>;
        this.rows = { checkpoint, games };
        games.catch(() => this.rows?.games === games && (this.rows = undefined));
      }
      return this.rows.games;
    });
  }
}
