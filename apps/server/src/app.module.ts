import { Module, RequestMethod } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { AccountSessionsModule } from './accounts/account-sessions.module';
import { AccountsModule } from './accounts/accounts.module';
import { AuditModule } from './audit/audit.module';
import { CareerIndexModule } from './career-index/career-index.module';
import { GameIndexModule } from './game-index/game-index.module';
import { CareersModule } from './careers/careers.module';
import { CommonModule } from './common/common.module';
import { validateEnvironment, type Environment } from './config/environment';
import { logTransport } from './config/log-format';
import { EventStoreModule } from './event-store/event-store.module';
import { GamesModule } from './games/games.module';
import { HallOfFameModule } from './hall-of-fame/hall-of-fame.module';
import { HealthModule } from './health/health.module';
import { LiveModule } from './live/live.module';
import { LOG_REDACTION } from './logging/log-redaction';
import { MetricsModule } from './metrics/metrics.module';
import { PatrolViewModule } from './patrol-view/patrol-view.module';
import { ReferenceModule } from './reference/reference.module';
import { ThrottlingModule } from './throttling/throttling.module';
import { TournamentsModule } from './tournaments/tournaments.module';
import { WebClientModule } from './web/web-client.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, validate: validateEnvironment, cache: true }),
    LoggerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (env: ConfigService<Environment, true>) => ({
        pinoHttp: {
          level: env.get('LOG_LEVEL', { infer: true }),
          redact: LOG_REDACTION,
          transport: logTransport(process.stdout.isTTY === true),
          // Monitors' polls: the probes and the metrics.
          autoLogging: { ignore: (req) => /^\/api\/(health|metrics)(\/|$)/.test(req.url ?? '') },
        },
        // Every request, in path-to-regexp 8's words (the default '*' warns under the /api prefix).
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      }),
    }),
    MetricsModule,
    EventStoreModule,
    CommonModule,
    AccountSessionsModule,
    ThrottlingModule,
    HealthModule,
    CareersModule,
    CareerIndexModule,
    AuditModule,
    GamesModule,
    GameIndexModule,
    LiveModule,
    PatrolViewModule,
    ReferenceModule,
    TournamentsModule,
    AccountsModule,
    HallOfFameModule,
    WebClientModule,
  ],
})
export class AppModule {}
