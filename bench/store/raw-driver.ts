import type { NewEvent } from '@periscope/event-store';
import type { Appender, Expected } from './append';

/** The ceiling for appends: the bare driver inserting the same rows into an equivalent table of its own. */
export interface RawDriver extends Appender {
  /** Drops the table. */
  close(): Promise<void>;
}

/** The ceiling for readAll: the bare driver paging through the very rows the store wrote, in position order. */
export interface RawReader {
  /** Reads up to `max` rows from position 1, a page of 1,000 at a time, parsing the JSON as the store does. */
  readAll(max: number): Promise<number>;
  close(): Promise<void>;
}

/** A row as the store writes it. */
export interface RawRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recordedAt: string;
}

/** Numbers the rows as the store would: revisions after `expected`, positions after the writer's head. */
export function toRows(stream: string, events: NewEvent[], expected: Expected, head: number): RawRow[] {
  const first = expected === 'no_stream' ? 0 : expected + 1;
  const recordedAt = new Date().toISOString();
  return events.map((event, i) => ({
    position: head + 1 + i,
    id: event.id as string,
    stream,
    revision: first + i,
    type: event.type,
    data: JSON.stringify(event.data),
    metadata: JSON.stringify(event.metadata ?? {}),
    recordedAt,
  }));
}

/** Keyset pagination over `fetch(from, max)`: the loop every reader (ours and the raw ones) runs. */
export async function pageThrough<Row extends { position: number | string }>(
  max: number,
  fetch: (from: number, want: number) => Promise<Row[]> | Row[],
): Promise<number> {
  let read = 0;
  let from = 1;
  while (read < max) {
    const want = Math.min(PAGE, max - read);
    const rows = await fetch(from, want);
    read += rows.length;
    if (rows.length < want) break;
    from = Number(rows[rows.length - 1].position) + 1;
  }
  return read;
}

const PAGE = 1000;
