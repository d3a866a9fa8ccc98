import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RawDriver, RawReader, RawRow } from './raw-driver';
import { pageThrough, toRows } from './raw-driver';

/** The same table as the sqlite adapter's `events`, with its two unique indexes. */
const DDL = `CREATE TABLE events (
  position INTEGER PRIMARY KEY, event_id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL,
  type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream, revision))`;

const removeDb = (path: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
};

/**
 * better-sqlite3 alone: one IMMEDIATE transaction per append, WAL, synchronous=FULL, as the adapter runs. The file
 * is created fresh and deleted by close().
 */
export function rawSqlite(path: string): RawDriver {
  mkdirSync(dirname(path), { recursive: true });
  removeDb(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(DDL);
  const insert = db.prepare<RawRow>(
    `INSERT INTO events (position, event_id, stream, revision, type, data, metadata, recorded_at)
     VALUES (@position, @id, @stream, @revision, @type, @data, @metadata, @recordedAt)`,
  );
  const write = db.transaction((rows: RawRow[]) => {
    for (const row of rows) insert.run(row);
  });
  let head = 0;
  return {
    async append(stream, events, expected) {
      const rows = toRows(stream, events, expected, head);
      write.immediate(rows);
      head += rows.length;
    },
    async close() {
      db.close();
      removeDb(path);
    },
  };
}

/** better-sqlite3 reading the store's own file, page by page, parsing data and metadata. */
export function rawSqliteReader(path: string): RawReader {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const page = db.prepare<[number, number], RawRow>(
    `SELECT position, event_id AS id, stream, revision, type, data, metadata, recorded_at AS recordedAt
     FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
  );
  const parse = (row: RawRow) => ({ ...row, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) });
  return {
    readAll: (max) => pageThrough(max, (from, want) => page.all(from, want).map(parse)),
    async close() {
      db.close();
    },
  };
}
