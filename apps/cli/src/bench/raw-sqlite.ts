import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RawDriver, RawRow } from './raw-driver';
import { PAGE, toRows } from './raw-driver';

/** The same table as the sqlite adapter's `events`, with its two unique indexes. */
const DDL = `CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY, event_id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL,
  type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream, revision))`;

/**
 * better-sqlite3 alone: one IMMEDIATE transaction per append, WAL, synchronous=FULL, as the adapter runs. The file
 * is deleted by close().
 */
export function rawSqlite(path: string): RawDriver {
  mkdirSync(dirname(path), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(DDL);
  const insert = db.prepare<RawRow>(
    `INSERT INTO events (position, event_id, stream, revision, type, data, metadata, recorded_at)
     VALUES (@position, @id, @stream, @revision, @type, @data, @metadata, @recordedAt)`,
  );
  const page = db.prepare<[number, number], RawRow>(
    `SELECT position, event_id AS id, stream, revision, type, data, metadata, recorded_at AS recordedAt
     FROM events WHERE position >= ? ORDER BY position LIMIT ?`,
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
    async readAll(max) {
      let read = 0;
      let from = 1;
      while (read < max) {
        const want = Math.min(PAGE, max - read);
        const rows = page.all(from, want);
        for (const row of rows) parse(row);
        read += rows.length;
        if (rows.length < want) break;
        from = rows[rows.length - 1].position + 1;
      }
      return read;
    },
    async close() {
      db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    },
  };
}

/** What the adapter does to each row it reads. */
const parse = (row: RawRow) => ({ ...row, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) });
