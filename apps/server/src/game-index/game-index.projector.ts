import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { DocumentStorage } from '@periscope/projections';
import { EVENT_STORE } from '../event-store/event-store.module';
import { ReadModelProjector } from '../read-model/read-model.projector';
import type { GameListing } from '@periscope/play/duel';
import { gamesInProgress, type IndexedGame } from './game-index.projection';
import { GAME_INDEX_PROJECTION, ROW_PREFIX, type GameIndexDoc } from './game-index.read-model';

/** Injection token of the games' index DocumentStorage. */
export const GAME_INDEX_STORAGE = Symbol('GAME_INDEX_STORAGE');

/** Keeps the games' index on the game streams; the rows are read again only once the index has moved. */
@Injectable()
export class GameIndexProjector extends ReadModelProjector<GameIndexDoc> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(GAME_INDEX_STORAGE) storage: DocumentStorage<GameIndexDoc>,
  ) {
    super(store, storage, GAME_INDEX_PROJECTION);
  }

  private rows?: { readonly checkpoint: number; readonly games: Promise<IndexedGame[]> };

  async inProgress(limit: number): Promise<GameListing[]> {
    return gamesInProgress(await this.games(), limit);
  }

  private games(): Promise<IndexedGame[]> {
    return this.storage.checkpoint().then((checkpoint) => {
      if (this.rows?.checkpoint !== checkpoint) {
        const games = this.storage.list(ROW_PREFIX) as Promise<IndexedGame[]>;
        this.rows = { checkpoint, games };
        games.catch(() => this.rows?.games === games && (this.rows = undefined));
      }
      return this.rows.games;
    });
  }
}
