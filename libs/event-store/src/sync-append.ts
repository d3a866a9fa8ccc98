import { DuplicateEventId, WrongExpectedVersion } from './errors';
import type { AppendResult, ExpectedRevision } from './event-store.port';
import type { StoredRow } from './stored-row';
import type { PreparedEvent } from './validation';
import { revisionMismatch } from './validation';

/** The storage a single-writer adapter (memory, sqlite) offers the shared append logic. */
export interface SyncStorage {
  /** Runs fn atomically: all of it is stored, or none. */
  transaction<T>(fn: () => T): T;
  /** Where each of these ids is stored, if anywhere. */
  findIds(ids: string[]): Pick<StoredRow, 'id' | 'stream' | 'revision' | 'position'>[];
  /** The stream's last revision, or undefined when it has no events. */
  streamRevision(stream: string): number | undefined;
  lastPosition(): number;
  insert(rows: StoredRow[]): void;
}

/** Idempotency, then the revision check, then the insert: all under the storage's one transaction. */
export function appendSync(
  storage: SyncStorage,
  stream: string,
  events: PreparedEvent[],
  expected: ExpectedRevision,
  recordedAt: string,
): AppendResult {
  return storage.transaction(() => {
    const stored = storage.findIds(events.map((e) => e.id));
    if (stored.length > 0) return idempotentResult(stream, events, stored);
    const current = storage.streamRevision(stream);
    const actual = current ?? 'no_stream';
    if (revisionMismatch(expected, actual)) throw new WrongExpectedVersion(stream, expected, actual);
    const head = storage.lastPosition();
    const first = current === undefined ? 0 : current + 1;
    const rows = events.map((e, i) => ({
      ...e,
      stream,
      revision: first + i,
      position: head + 1 + i,
      recordedAt,
    }));
    storage.insert(rows);
    return { nextExpectedRevision: first + events.length - 1, position: head + events.length };
  });
}

/** A retried batch: every id already in this stream → its original result; anything else is a conflict. */
export function idempotentResult(
  stream: string,
  events: PreparedEvent[],
  stored: Pick<StoredRow, 'id' | 'stream' | 'revision' | 'position'>[],
): AppendResult {
  const sameBatch = stored.length === events.length && stored.every((s) => s.stream === stream);
  if (!sameBatch)
    throw new DuplicateEventId(
      stream,
      stored.map((s) => s.id),
    );
  const last = stored.reduce((a, b) => (a.position > b.position ? a : b));
  return { nextExpectedRevision: last.revision, position: last.position };
}
