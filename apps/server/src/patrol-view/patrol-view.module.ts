import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import { documentStorage } from '../read-model/document-storage.factory';
import { PatrolViewController } from './patrol-view.controller';
import { PATROL_VIEW_STORAGE, PatrolViewProjector } from './patrol-view.projector';
import { PATROL_VIEW_PROJECTION } from './patrol-view.read-model';

/** The patrol view read model (issue 5): GET /careers/:id/patrol-view. */
@Module({
  controllers: [PatrolViewController],
  providers: [
    {
      provide: PATROL_VIEW_STORAGE,
      inject: [EVENT_STORE, ConfigService],
      useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
        documentStorage(store, PATROL_VIEW_PROJECTION.view, {
          sqlitePath: env.get('SQLITE_PATH', { infer: true }),
          databaseUrl: env.get('DATABASE_URL', { infer: true }),
        }),
    },
    PatrolViewProjector,
  ],
  exports: [PatrolViewProjector],
})
export class PatrolViewModule {}
