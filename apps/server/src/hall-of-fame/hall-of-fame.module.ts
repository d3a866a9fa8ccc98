import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { LiveModule } from '../live/live.module';
import { HallOfFameController } from './hall-of-fame.controller';
import { FameAdmissions } from './fame-admissions';
import { FameViewPolicy } from './fame.view-policy';
import { GameRecords } from './game-records';
import { HallOfFameService } from './hall-of-fame.service';
import { TournamentWinners } from './tournament-winners';
import { TournamentsModule } from '../tournaments/tournaments.module';

/** The hall of fame: finished careers, games and tournaments admitted at their end after the server's audit of their exports (docs/accounts.md). */
@Module({
  imports: [AuditModule, LiveModule, TournamentsModule],
  controllers: [HallOfFameController],
  providers: [HallOfFameService, GameRecords, TournamentWinners, FameAdmissions, FameViewPolicy],
})
export class HallOfFameModule {}
