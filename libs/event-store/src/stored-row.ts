import { ERASED, type RecordedEvent } from './event-store.port';

/** An event as adapters keep it: data and metadata as the JSON text that was appended. */
export interface StoredRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recordedAt: string;
}

/** What an erased row holds in place of its type, data and metadata (EventStore.erase). */
export const erasedRow = { type: ERASED, data: '{}', metadata: '{}' } as const;

export const toRecordedEvent = (row: StoredRow): RecordedEvent => ({
  id: row.id,
  stream: row.stream,
  type: row.type,
  revision: row.revision,
  position: row.position,
  data: JSON.parse(row.data),
  metadata: JSON.parse(row.metadata),
  recordedAt: row.recordedAt,
});
