import { Logger, type FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import {
  documentStorage,
  shardsOf,
  shardView,
  type DocumentStorage,
  type Projection,
  type ShardableProjection,
  type ViewName,
} from '@periscope/projections';

const storageOf = <Doc>(store: EventStore, env: ConfigService<Environment, true>, view: ViewName) =>
  documentStorage<Doc>(store, view, {
    sqlitePath: env.get('SQLITE_PATH', { infer: true }),
    databaseUrl: env.get('DATABASE_URL', { infer: true }),
    log: new Logger(`${view.name} lease`),
    spread: env.get('LEASE_SPREAD', { infer: true }) === 'on',
  });

/** Provides a read model's DocumentStorage under `token`: beside the events when the store has tables. */
export function documentStorageProvider<Doc>(
  token: symbol,
  projection: Projection<Doc>,
): FactoryProvider<Promise<DocumentStorage<Doc>>> {
  return {
    provide: token,
    inject: [EVENT_STORE, ConfigService],
    useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
      storageOf<Doc>(store, env, projection.view),
  };
}

/**
 * Provides a read model's storages under `token`, one per shard (READ_MODEL_SHARDS; docs/scaling.md, "Read models
 * in shards"): each its own checkpoint row, lease and documents.
 */
export function shardedStorageProvider<Doc>(
  token: symbol,
  projection: ShardableProjection<Doc>,
): FactoryProvider<Promise<DocumentStorage<Doc>[]>> {
  return {
    provide: token,
    inject: [EVENT_STORE, ConfigService],
    useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
      Promise.all(
        shardsOf(env.get('READ_MODEL_SHARDS', { infer: true })).map((shard) =>
          storageOf<Doc>(store, env, shardView(projection.view, shard)),
        ),
      ),
  };
}
