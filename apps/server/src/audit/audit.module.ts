import { Module } from '@nestjs/common';
import { GameSecretsStore } from '../games/game-secrets';
import { TournamentSecrets } from '../tournaments/tournament-secrets';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { AUDIT_CONTROLLERS } from './audit.controllers';
import { AuditRunner } from './audit-runner';
import { AuditService } from './audit.service';
import { ExportGate } from './export-gate';
import { GameAuditService } from './game-audit.service';
import { TournamentAuditService } from './tournament-audit.service';

/**
 * Export and audit (issue 7) of careers, two-player games and tournaments. The event store comes from
 * EventStoreModule, the seeds from their own streams, the published standings from the tournaments' read model.
 */
@Module({
  imports: [TournamentsModule],
  controllers: AUDIT_CONTROLLERS,
  providers: [
    AuditRunner,
    AuditService,
    ExportGate,
    GameAuditService,
    TournamentAuditService,
    GameSecretsStore,
    TournamentSecrets,
  ],
})
export class AuditModule {}
