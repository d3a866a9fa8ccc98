import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createEventStore, type EventStore, type EventStoreConfig } from '@periscope/event-store';
import type { Environment } from '../config/environment';
import { Metrics } from '../metrics/metrics';

/** Injection token of the configured `EventStore` (ARCHITECTURE.md "Conventions"). */
export const EVENT_STORE = Symbol('EVENT_STORE');

export function eventStoreConfig(env: ConfigService<Environment, true>): EventStoreConfig {
  switch (env.get('EVENT_STORE', { infer: true })) {
    case 'memory':
      return { kind: 'memory' };
    case 'sqlite':
      return {
        kind: 'sqlite',
        path: env.get('SQLITE_PATH', { infer: true }),
        synchronous: env.get('SQLITE_SYNCHRONOUS', { infer: true }),
      };
    case 'postgres':
      return {
        kind: 'postgres',
        connectionString: env.get('DATABASE_URL', { infer: true }) as string,
        schema: env.get('DATABASE_SCHEMA', { infer: true }),
      };
    case 'kurrentdb':
      return { kind: 'kurrentdb', connectionString: env.get('KURRENTDB_URL', { infer: true }) as string };
  }
}

/** Closes the store last on shutdown, after HTTP has stopped: appends in flight complete first. */
@Injectable()
class EventStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.store.close();
    new Logger('EventStore').log(`${this.store.kind} event store closed${signal ? ` on ${signal}` : ''}`);
  }
}

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [ConfigService, Metrics],
      useFactory: async (env: ConfigService<Environment, true>, metrics: Metrics) =>
        metrics.countAppends(await createEventStore(eventStoreConfig(env))),
    },
    EventStoreCloser,
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule {}
