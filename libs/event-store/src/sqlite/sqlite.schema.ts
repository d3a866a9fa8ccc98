import type Database from 'better-sqlite3';

/** Versioned migrations, applied in order; PRAGMA user_version records the last one applied. */
const MIGRATIONS: string[] = [
  `CREATE TABLE events (
     position    INTEGER PRIMARY KEY,
     event_id    TEXT    NOT NULL UNIQUE,
     stream      TEXT    NOT NULL,
     revision    INTEGER NOT NULL,
     type        TEXT    NOT NULL,
     data        TEXT    NOT NULL,
     metadata    TEXT    NOT NULL,
     recorded_at TEXT    NOT NULL,
     UNIQUE (stream, revision)
   );
   CREATE TABLE streams (stream TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;`,
];

export function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}
