import { Module } from '@nestjs/common';
import { shardedStorageProvider } from '../read-model/read-model.providers';
import { GameIndexController } from './game-index.controller';
import { GAME_INDEX_STORAGE, GameIndexProjector } from './game-index.projector';
import { GAME_INDEX_PROJECTION } from './game-index.read-model';

/** The lobby's games in progress: GET /api/games, the games' index read model. */
@Module({
  controllers: [GameIndexController],
  providers: [shardedStorageProvider(GAME_INDEX_STORAGE, GAME_INDEX_PROJECTION), GameIndexProjector],
})
export class GameIndexModule {}
