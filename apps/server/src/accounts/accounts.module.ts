import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { AccountData } from './account-data.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { Ceremonies } from './ceremonies';
import { ClaimsService } from './claims.service';
import { CoOrganisersController } from './co-organisers.controller';
import { PlayersController } from './players.controller';
import { PlayersService } from './players.service';

/** Players' accounts: passkeys, sessions, recovery, claims, and their pages (docs/accounts.md). */
@Module({
  imports: [GamesModule, TournamentsModule],
  controllers: [AccountsController, CoOrganisersController, PlayersController],
  providers: [AccountData, AccountsService, Ceremonies, ClaimsService, PlayersService],
})
export class AccountsModule {}
