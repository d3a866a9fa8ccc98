import type { NewEvent } from '@periscope/event-store';
import type { Appender, Expected } from './append';

/** The ceiling: the bare driver writing and reading the same rows into an equivalent table. */
export interface RawDriver extends Appender {
  /** Reads up to `max` rows in position order, a page at a time, parsing the JSON as the store does. */
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

export const PAGE = 1000;
