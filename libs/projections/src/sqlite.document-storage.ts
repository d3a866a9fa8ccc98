import Database from 'better-sqlite3';
import { LeaseLost, type DocumentBatch, type DocumentStorage, type ViewName } from './document-storage';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS view_checkpoints (
    name TEXT PRIMARY KEY, version INTEGER NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS view_documents (
    view TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (view, key));`;

/** The lease's epoch, added to a file made before it. */
const EPOCH_COLUMN = 'ALTER TABLE view_checkpoints ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0';

function withEpoch(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(view_checkpoints)').all();
  if (!columns.some((column) => column.name === 'epoch')) db.exec(EPOCH_COLUMN);
}

/**
 * In the SQLite store's own file (tables `view_*`), through a second connection, as the patrol view. One process
 * writes the file, yet the lease is the same as on PostgreSQL: an epoch raised by each holder, every commit fenced
 * by it (a second process, a rebuild, takes the view over cleanly).
 */
export class SqliteDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    path: string,
    private readonly view: ViewName,
  ) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    withEpoch(this.db);
    const db = this.db;
    this.statements = {
      checkpoint: db.prepare<[string], { version: number; position: number }>(
        'SELECT version, position FROM view_checkpoints WHERE name = ?',
      ),
      reset: db.prepare<[string, number]>(
        `INSERT INTO view_checkpoints (name, version, position) VALUES (?, ?, 0)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = 0`,
      ),
      lease: db.prepare<[string], { epoch: number }>(
        'UPDATE view_checkpoints SET epoch = epoch + 1 WHERE name = ? RETURNING epoch',
      ),
      fence: db.prepare<[number, string, number, number]>(
        'UPDATE view_checkpoints SET position = ? WHERE name = ? AND epoch = ? AND position = ?',
      ),
      clear: db.prepare<[string]>('DELETE FROM view_documents WHERE view = ?'),
      load: db.prepare<[string, string], { doc: string }>(
        'SELECT doc FROM view_documents WHERE view = ? AND key = ?',
      ),
      list: db.prepare<[string, number, string], { doc: string }>(
        'SELECT doc FROM view_documents WHERE view = ? AND substr(key, 1, ?) = ? ORDER BY key',
      ),
      save: db.prepare<[string, string, string]>(
        `INSERT INTO view_documents (view, key, doc) VALUES (?, ?, ?)
         ON CONFLICT (view, key) DO UPDATE SET doc = excluded.doc`,
      ),
    };
  }

  async open(): Promise<void> {
    if (this.statements.checkpoint.get(this.view.name)?.version !== this.view.version) await this.reset();
  }

  async reset(): Promise<void> {
    this.db.transaction(() => {
      this.statements.clear.run(this.view.name);
      this.statements.reset.run(this.view.name, this.view.version);
    })();
  }

  /** SQLite's transactions take turns: the lease is granted at once, with a new epoch; undefined once closed. */
  async lease(): Promise<number | undefined> {
    if (!this.db.open) return undefined;
    const row = this.statements.lease.get(this.view.name);
    if (!row) throw new Error(`${this.view.name}: no checkpoint row (open() first)`);
    return row.epoch;
  }

  async checkpoint(): Promise<number> {
    return this.statements.checkpoint.get(this.view.name)?.position ?? 0;
  }

  async load(key: string): Promise<Doc | undefined> {
    const row = this.statements.load.get(this.view.name, key);
    return row && (JSON.parse(row.doc) as Doc);
  }

  async list(prefix: string): Promise<Doc[]> {
    const rows = this.statements.list.all(this.view.name, prefix.length, prefix);
    return rows.map((row) => JSON.parse(row.doc) as Doc);
  }

  async commit(batch: DocumentBatch<Doc>): Promise<void> {
    const s = this.statements;
    this.db
      .transaction(() => {
        const fenced = s.fence.run(batch.checkpoint, this.view.name, batch.epoch, batch.from);
        if (fenced.changes !== 1) throw new LeaseLost(this.view.name, batch.epoch);
        for (const [key, doc] of batch.docs) s.save.run(this.view.name, key, JSON.stringify(doc));
      })
      .immediate();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
