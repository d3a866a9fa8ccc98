import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CatchUpSubscription } from '../catch-up-subscription';
import { EventStoreClosed } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { Notifier } from '../notifier';
import type { StoredRow } from '../stored-row';
import { erasedRow, toRecordedEvent } from '../stored-row';
import type { SyncStorage } from '../sync-append';
import { appendSync } from '../sync-append';
import { checkReadAll, checkReadStream, checkSubscribe, prepareAppend } from '../validation';
import { migrate } from './sqlite.schema';

const COLUMNS = `position, event_id AS id, stream, revision, type, data, metadata, recorded_at AS recordedAt`;
const PAGE = 1000;

/** When a SQLite commit reaches the disk: before append returns (`full`), or at the WAL's next checkpoint. */
export type SqliteSynchronous = 'full' | 'normal';

export interface SqliteOptions {
  /** File path, created with its folder on first start; `:memory:` for a private in-memory database. */
  path: string;
  /** How often a subscriber looks for appends made by another process (ms). */
  pollMs?: number;
  /**
   * `full` (the default): a commit is on disk before append returns. `normal`: at the WAL's next checkpoint, so a
   * power cut or an operating system crash may take the last commits back (a crash of the process does not); an
   * operator's choice (SQLITE_SYNCHRONOUS), never the default.
   */
  synchronous?: SqliteSynchronous;
}

/**
 * The embedded default store (better-sqlite3). WAL journal with synchronous=FULL unless told otherwise: a commit is on
 * disk before append returns. Appends are serialised by SQLite's write lock (BEGIN IMMEDIATE), so positions are assigned and
 * become readable in commit order, with no gap.
 */
export class SqliteEventStore implements EventStore, SyncStorage {
  readonly kind = 'sqlite';
  readonly notifier = new Notifier();
  private readonly db: Database.Database;
  private readonly statements;
  private closed = false;

  constructor(private readonly options: SqliteOptions) {
    if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
    this.db = new Database(options.path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.statements = this.prepareStatements();
  }

  private prepareStatements() {
    const db = this.db;
    return {
      findId: db.prepare<[string], Pick<StoredRow, 'id' | 'stream' | 'revision' | 'position'>>(
        'SELECT event_id AS id, stream, revision, position FROM events WHERE event_id = ?',
      ),
      streamRevision: db.prepare<[string], { revision: number }>(
        'SELECT revision FROM streams WHERE stream = ?',
      ),
      head: db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events'),
      insert: db.prepare(
        `INSERT INTO events (position, event_id, stream, revision, type, data, metadata, recorded_at)
         VALUES (@position, @id, @stream, @revision, @type, @data, @metadata, @recordedAt)`,
      ),
      upsertStream: db.prepare(
        `INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision`,
      ),
      forwards: db.prepare<[string, number, number], StoredRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      ),
      backwards: db.prepare<[string, number, number], StoredRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
      ),
      erase: db.prepare<[string, string, string, string]>(
        'UPDATE events SET type = ?, data = ?, metadata = ? WHERE stream = ?',
      ),
      page: db.prepare<[number, number], StoredRow>(
        `SELECT ${COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
      ),
    };
  }

  async append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    if (this.closed) throw new EventStoreClosed();
    const prepared = prepareAppend(stream, events, options);
    const result = appendSync(
      this,
      stream,
      prepared,
      options?.expectedRevision ?? 'any',
      new Date().toISOString(),
    );
    this.notifier.notify();
    return result;
  }

  async erase(stream: string): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
    checkReadStream(stream);
    this.statements.erase.run(erasedRow.type, erasedRow.data, erasedRow.metadata, stream);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const { fromRevision, direction, maxCount } = checkReadStream(stream, options);
    const rows =
      direction === 'forwards'
        ? this.statements.forwards.all(stream, fromRevision ?? 0, maxCount)
        : this.statements.backwards.all(stream, fromRevision ?? Number.MAX_SAFE_INTEGER, maxCount);
    return rows.map(toRecordedEvent);
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const { fromPosition, maxCount } = checkReadAll(options);
    let from = fromPosition;
    let left = maxCount;
    while (left > 0) {
      const rows = this.statements.page.all(from, Math.min(PAGE, left));
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < Math.min(PAGE, left)) return;
      left -= rows.length;
      from = rows[rows.length - 1].position + 1;
    }
  }

  subscribeToAll(options?: SubscribeToAllOptions): Subscription {
    return new CatchUpSubscription(this, checkSubscribe(options), { pollMs: this.options.pollMs ?? 250 });
  }

  async readPage(from: number, max: number): Promise<RecordedEvent[]> {
    return this.statements.page.all(from, max).map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    return this.lastPosition();
  }

  async ping(): Promise<void> {
    if (this.closed) throw new EventStoreClosed();
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.notifier.notify();
    this.db.close();
  }

  // SyncStorage
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  findIds(ids: string[]) {
    return ids.flatMap((id) => this.statements.findId.get(id) ?? []);
  }

  streamRevision(stream: string): number | undefined {
    return this.statements.streamRevision.get(stream)?.revision;
  }

  lastPosition(): number {
    return this.statements.head.get()?.head ?? 0;
  }

  insert(rows: StoredRow[]): void {
    for (const row of rows) this.statements.insert.run(row);
    const last = rows[rows.length - 1];
    this.statements.upsertStream.run(last.stream, last.revision);
  }
}
