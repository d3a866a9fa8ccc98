import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { CareersModule } from './careers/careers.module';
import { validateEnvironment, type Environment } from './config/environment';
import { EventStoreModule } from './event-store/event-store.module';
import { HealthModule } from './health/health.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, validate: validateEnvironment, cache: true }),
    LoggerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (env: ConfigService<Environment, true>) => ({
        pinoHttp: {
          level: env.get('LOG_LEVEL', { infer: true }),
          autoLogging: { ignore: (req) => req.url === '/health' },
        },
      }),
    }),
    EventStoreModule,
    HealthModule,
    CareersModule,
  ],
})
export class AppModule {}
