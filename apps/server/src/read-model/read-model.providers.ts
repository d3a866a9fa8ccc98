import { Logger, type FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EventStore } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { EVENT_STORE } from '../event-store/event-store.module';
import { documentStorage, type DocumentStorage, type Projection } from '@periscope/projections';

/** Provides a read model's DocumentStorage under `token`: beside the events when the store has tables. */
export function documentStorageProvider<Doc>(
  token: symbol,
  projection: Projection<Doc>,
): FactoryProvider<Promise<DocumentStorage<Doc>>> {
  return {
    provide: token,
    inject: [EVENT_STORE, ConfigService],
    useFactory: (store: EventStore, env: ConfigService<Environment, true>) =>
      documentStorage<Doc>(store, projection.view, {
        sqlitePath: env.get('SQLITE_PATH', { infer: true }),
        databaseUrl: env.get('DATABASE_URL', { infer: true }),
        log: new Logger(`${projection.view.name} lease`),
        spread: env.get('LEASE_SPREAD', { infer: true }) === 'on',
      }),
  };
}
