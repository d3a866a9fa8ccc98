import type { EventStore } from '@periscope/event-store';
import { MemoryDocumentStorage, type DocumentStorage, type ViewName } from './document-storage';

export interface StorageLocation {
  readonly sqlitePath?: string;
  readonly databaseUrl?: string;
  /** Where the PostgreSQL lease logs a holder it ended and a lease it lost. */
  readonly log?: { warn(message: string): void };
  /** Whether the PostgreSQL leases spread over the processes (default) or stay where they were taken. */
  readonly spread?: boolean;
}

/** Beside the events when the store has tables; in memory (rebuilt on start) for memory and kurrentdb. */
export async function documentStorage<Doc>(
  store: EventStore,
  view: ViewName,
  { sqlitePath, databaseUrl, log, spread }: StorageLocation,
): Promise<DocumentStorage<Doc>> {
  if (store.kind === 'sqlite' && sqlitePath && sqlitePath !== ':memory:') {
    const { SqliteDocumentStorage } = await import('./sqlite.document-storage');
    return new SqliteDocumentStorage<Doc>(sqlitePath, view);
  }
  if (store.kind === 'postgres' && databaseUrl) {
    const schema = (store as EventStore & { schema?: string }).schema ?? 'periscope';
    const { PostgresDocumentStorage } = await import('./postgres.document-storage');
    return new PostgresDocumentStorage<Doc>(databaseUrl, schema, view, {
      log,
      spread,
      head: () => store.headPosition(),
    });
  }
  return new MemoryDocumentStorage<Doc>();
}
