import Database from 'better-sqlite3';
import type { DocumentBatch, DocumentStorage, ViewName } from './document-storage';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS view_checkpoints (
    name TEXT PRIMARY KEY, version INTEGER NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS view_documents (
    view TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (view, key));`;

/** In the SQLite store's own file (tables `view_*`), through a second connection, as the patrol view. */
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
    const db = this.db;
    this.statements = {
      checkpoint: db.prepare<[string], { version: number; position: number }>(
        'SELECT version, position FROM view_checkpoints WHERE name = ?',
      ),
      setCheckpoint: db.prepare<[string, number, number]>(
        `INSERT INTO view_checkpoints (name, version, position) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position`,
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
      this.statements.setCheckpoint.run(this.view.name, this.view.version, 0);
    })();
  }

  /** SQLite allows one writer at a time: the transaction is the lease. */
  async lease(): Promise<boolean> {
    return this.db.open;
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
        for (const [key, doc] of batch.docs) s.save.run(this.view.name, key, JSON.stringify(doc));
        s.setCheckpoint.run(this.view.name, this.view.version, batch.checkpoint);
      })
      .immediate();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
