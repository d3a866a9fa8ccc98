import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment';
import { GameSecretsStore } from '../games/game-secrets';
import { TournamentSecrets } from '../tournaments/tournament-secrets';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { AUDIT_CONTROLLERS } from './audit.controllers';
import { AuditRunner } from './audit-runner';
import { AuditService } from './audit.service';
import { ExportCache } from './export-cache';
import { REFUSAL_DELAY_MS } from '../http-limits/refusals';
import { DEFAULT_LIMITS, EXPORT_LIMITS, ExportGate } from './export-gate';
import { GameAuditService } from './game-audit.service';
import { TournamentAuditService } from './tournament-audit.service';

/**
 * Export and audit of careers, two-player games and tournaments. The event store comes from
 * EventStoreModule, the seeds from their own streams, the published standings from the tournaments' read model.
 */
@Module({
  imports: [TournamentsModule],
  controllers: AUDIT_CONTROLLERS,
  providers: [
    AuditRunner,
    AuditService,
    ExportCache,
    ExportGate,
    {
      provide: EXPORT_LIMITS,
      inject: [ConfigService],
      useFactory: (env: ConfigService<Environment, true>) => ({
        ...DEFAULT_LIMITS,
        perClientPerMinute: env.get('EXPORT_RATE_LIMIT', { infer: true }),
        refusalDelayMs: REFUSAL_DELAY_MS,
      }),
    },
    GameAuditService,
    TournamentAuditService,
    GameSecretsStore,
    TournamentSecrets,
  ],
  exports: [AuditService, AuditRunner, GameAuditService, TournamentAuditService],
})
export class AuditModule {}
