import Database from 'better-sqlite3';
import type { PatrolFold, RollEntry } from './patrol-view.projection';
import {
  PATROL_VIEW,
  PATROL_VIEW_VERSION,
  type PatrolViewBatch,
  type PatrolViewStorage,
  type StoredPatrolView,
} from './patrol-view.storage';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS view_checkpoints (
    name TEXT PRIMARY KEY, version INTEGER NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS view_patrols (
    career_id TEXT PRIMARY KEY, position INTEGER NOT NULL, fold TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS view_patrol_rolls (
    career_id TEXT NOT NULL, position INTEGER NOT NULL, seq INTEGER NOT NULL, patrol INTEGER,
    entry TEXT NOT NULL, PRIMARY KEY (career_id, position, seq));`;

/**
 * In the SQLite store's own file (tables `view_*`), through a second connection. The read model can be rebuilt,
 * so this connection commits with synchronous=NORMAL; the store's events keep FULL.
 */
export class SqlitePatrolViewStorage implements PatrolViewStorage {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;

  constructor(path: string) {
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
      load: db.prepare<[string], { fold: string }>('SELECT fold FROM view_patrols WHERE career_id = ?'),
      save: db.prepare<[string, number, string]>(
        `INSERT INTO view_patrols (career_id, position, fold) VALUES (?, ?, ?)
         ON CONFLICT (career_id) DO UPDATE SET position = excluded.position, fold = excluded.fold`,
      ),
      addRoll: db.prepare<[string, number, number, number | null, string]>(
        'INSERT INTO view_patrol_rolls (career_id, position, seq, patrol, entry) VALUES (?, ?, ?, ?, ?)',
      ),
      rolls: db.prepare<[string, number | null], { entry: string }>(
        'SELECT entry FROM view_patrol_rolls WHERE career_id = ? AND patrol IS ? ORDER BY position, seq',
      ),
    };
  }

  async open(): Promise<void> {
    const stored = this.statements.checkpoint.get(PATROL_VIEW);
    if (stored?.version === PATROL_VIEW_VERSION) return;
    this.db.transaction(() => {
      this.db.exec('DELETE FROM view_patrols; DELETE FROM view_patrol_rolls;');
      this.statements.setCheckpoint.run(PATROL_VIEW, PATROL_VIEW_VERSION, 0);
    })();
  }

  /** SQLite allows one writer at a time: the transaction is the lease. */
  async lease(): Promise<boolean> {
    return this.db.open;
  }

  async checkpoint(): Promise<number> {
    return this.statements.checkpoint.get(PATROL_VIEW)?.position ?? 0;
  }

  async load(careerId: string): Promise<PatrolFold | undefined> {
    const row = this.statements.load.get(careerId);
    return row && (JSON.parse(row.fold) as PatrolFold);
  }

  async commit(batch: PatrolViewBatch): Promise<void> {
    const s = this.statements;
    this.db
      .transaction(() => {
        for (const [careerId, fold] of batch.folds) s.save.run(careerId, fold.position, JSON.stringify(fold));
        for (const r of batch.rolls)
          s.addRoll.run(r.careerId, r.position, r.seq, r.entry.patrol, JSON.stringify(r.entry));
        s.setCheckpoint.run(PATROL_VIEW, PATROL_VIEW_VERSION, batch.checkpoint);
      })
      .immediate();
  }

  async read(careerId: string): Promise<StoredPatrolView | undefined> {
    const fold = await this.load(careerId);
    if (!fold) return undefined;
    const rows = this.statements.rolls.all(careerId, fold.log.patrol);
    return { fold, rolls: rows.map((row) => JSON.parse(row.entry) as RollEntry) };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
