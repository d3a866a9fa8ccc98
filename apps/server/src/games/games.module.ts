import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { AbsentOpponents } from './absent-opponents';
import { GameSeatGuard } from './game-seat.guard';
import { GameSecretsStore } from './game-secrets';
import { GameSeats } from './game-seats';
import { GameViewPolicy } from './game.view-policy';
import { GamesController } from './games.controller';
import { GamesService } from './games.service';

/** Two-player games over HTTP (13.1), followed live through the live module's view policies. */
@Module({
  imports: [LiveModule],
  controllers: [GamesController],
  providers: [GamesService, GameSecretsStore, GameSeats, GameSeatGuard, AbsentOpponents, GameViewPolicy],
  exports: [GameSeats],
})
export class GamesModule {}
