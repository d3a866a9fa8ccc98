import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import { documentStorage } from '../read-model/document-storage.factory';
import { CareerIndexController } from './career-index.controller';
import { CAREER_INDEX_STORAGE, CareerIndexProjector } from './career-index.projector';
import { CAREER_INDEX_PROJECTION } from './career-index.read-model';

/** Discovery (issue 15): GET /api/careers, the careers' index read model. */
@Module({
  controllers: [CareerIndexController],
  providers: [
    {
      provide: CAREER_INDEX_STORAGE,
      inject: [EVENT_STORE, ConfigService],
      useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
        documentStorage(store, CAREER_INDEX_PROJECTION.view, {
          sqlitePath: env.get('SQLITE_PATH', { infer: true }),
          databaseUrl: env.get('DATABASE_URL', { infer: true }),
        }),
    },
    CareerIndexProjector,
  ],
  exports: [CareerIndexProjector],
})
export class CareerIndexModule {}
