import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { OrganiserGuard } from './organiser.guard';
import { EntrantsPlay } from './entrants-play';
import { StartedTournamentGate } from './started-tournament.gate';
import { STANDINGS_PROJECTION } from '@periscope/projections';
import { documentStorageProvider } from '../read-model/read-model.providers';
import { LeaderboardsGateway } from './standings/leaderboards.gateway';
import { STANDINGS_STORAGE, StandingsProjector } from './standings/standings.projector';
import { TournamentSecrets } from './tournament-secrets';
import { TournamentViewPolicy } from './tournament.view-policy';
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
    // The same lease settings as the other read models (LEASE_SPREAD, its log lines): docs/scaling.md.
    documentStorageProvider(STANDINGS_STORAGE, STANDINGS_PROJECTION),
    StandingsProjector,
    TournamentsService,
    TournamentSecrets,
    OrganiserGuard,
    StartedTournamentGate,
    EntrantsPlay,
    LeaderboardsGateway,
    WolfpackCoordinators,
    TournamentViewPolicy,
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
