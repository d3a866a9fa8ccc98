import type { EventStore } from './event-store.port';
import type { SqliteSynchronous } from './sqlite/sqlite.event-store';

/** Which store to open, as the server's configuration says. */
export type EventStoreConfig =
  | { kind: 'memory' }
  | { kind: 'sqlite'; path: string; synchronous?: SqliteSynchronous }
  | { kind: 'postgres'; connectionString: string; schema?: string }
  | { kind: 'kurrentdb'; connectionString: string };

/** Opens the configured adapter, loading only its own driver. */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  switch (config.kind) {
    case 'memory':
      return new (await import('./memory/memory.event-store')).MemoryEventStore();
    case 'sqlite':
      return new (await import('./sqlite/sqlite.event-store')).SqliteEventStore(config);
    case 'postgres':
      return (await import('./postgres/postgres.event-store')).PostgresEventStore.open(config);
    case 'kurrentdb':
      return new (await import('./kurrentdb/kurrentdb.event-store')).KurrentDbEventStore(
        config.connectionString,
      );
  }
}
