import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import { MemoryPatrolViewStorage } from './memory.patrol-view.storage';
import { PatrolViewController } from './patrol-view.controller';
import { PatrolViewProjector } from './patrol-view.projector';
import { PATROL_VIEW_STORAGE, type PatrolViewStorage } from './patrol-view.storage';

/** Beside the events when the store has tables; in memory (rebuilt on start) for memory and kurrentdb. */
async function patrolViewStorage(
  store: EventStore,
  env: ConfigService<Environment, true>,
): Promise<PatrolViewStorage> {
  const sqlitePath = env.get('SQLITE_PATH', { infer: true });
  const databaseUrl = env.get('DATABASE_URL', { infer: true });
  if (store.kind === 'sqlite' && sqlitePath !== ':memory:') {
    const { SqlitePatrolViewStorage } = await import('./sqlite.patrol-view.storage');
    return new SqlitePatrolViewStorage(sqlitePath);
  }
  if (store.kind === 'postgres' && databaseUrl) {
    const schema = (store as EventStore & { schema?: string }).schema ?? 'periscope';
    const { PostgresPatrolViewStorage } = await import('./postgres.patrol-view.storage');
    return new PostgresPatrolViewStorage(databaseUrl, schema);
  }
  if (store.kind !== 'memory')
    new Logger('PatrolView').log(`${store.kind} store: the patrol view is kept in memory, rebuilt on start`);
  return new MemoryPatrolViewStorage();
}

/** The patrol view read model (issue 5): GET /careers/:id/patrol-view. */
@Module({
  controllers: [PatrolViewController],
  providers: [
    {
      provide: PATROL_VIEW_STORAGE,
      inject: [EVENT_STORE, ConfigService],
      useFactory: patrolViewStorage,
    },
    PatrolViewProjector,
  ],
  exports: [PatrolViewProjector],
})
export class PatrolViewModule {}
