import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import { LiveModule } from '../live/live.module';
import { OrganiserGuard } from './organiser.guard';
import { StartedTournamentGate } from './started-tournament.gate';
import { documentStorage, STANDINGS_PROJECTION } from '@periscope/projections';
import { LeaderboardsGateway } from './standings/leaderboards.gateway';
import { STANDINGS_STORAGE, StandingsProjector } from './standings/standings.projector';
import { TournamentSecrets } from './tournament-secrets';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';
import { WolfpackCoordinators } from './wolfpack/wolfpack-coordinators.service';

/**
 * Tournaments (13.2–13.5): REST, the standings read model, live leaderboards on socket.io `/tournaments`, and the
 * wolfpacks' convoy-battle coordinators (13.5).
 */
@Module({
  imports: [LiveModule],
  controllers: [TournamentsController],
  providers: [
    {
      provide: STANDINGS_STORAGE,
      inject: [EVENT_STORE, ConfigService],
      useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
        documentStorage(store, STANDINGS_PROJECTION.view, {
          sqlitePath: env.get('SQLITE_PATH', { infer: true }),
          databaseUrl: env.get('DATABASE_URL', { infer: true }),
        }),
    },
    StandingsProjector,
    TournamentsService,
    TournamentSecrets,
    OrganiserGuard,
    StartedTournamentGate,
    LeaderboardsGateway,
    WolfpackCoordinators,
  ],
  exports: [
    StandingsProjector,
    STANDINGS_STORAGE,
    TournamentsService,
    TournamentSecrets,
    WolfpackCoordinators,
  ],
})
export class TournamentsModule {}
