import type { EventStore } from '@periscope/event-store';
import { MemoryDocumentStorage, type DocumentStorage, type ViewName } from './document-storage';

export interface StorageLocation {
  readonly sqlitePath?: string;
  readonly databaseUrl?: string;
}

/** Beside the events when the store has tables; in memory (rebuilt on start) for memory and kurrentdb. */
export async function documentStorage<Doc>(
  store: EventStore,
  view: ViewName,
  { sqlitePath, databaseUrl }: StorageLocation,
): Promise<DocumentStorage<Doc>> {
  if (store.kind === 'sqlite' && sqlitePath && sqlitePath !== ':memory:') {
    const { SqliteDocumentStorage } = await import('./sqlite.document-storage');
    return new SqliteDocumentStorage<Doc>(sqlitePath, view);
  }
  if (store.kind === 'postgres' && databaseUrl) {
    const schema = (store as EventStore & { schema?: string }).schema ?? 'periscope';
    const { PostgresDocumentStorage } = await import('./postgres.document-storage');
    return new PostgresDocumentStorage<Doc>(databaseUrl, schema, view);
  }
  return new MemoryDocumentStorage<Doc>();
}
