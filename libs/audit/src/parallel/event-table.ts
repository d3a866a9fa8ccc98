import { RawEvent } from '../read';

/** The numbers of an event line a worker needs to read it again from the shared bytes (see RawEvent). */
const FIELDS = 6; // start, end, line, revision, dataAt, type (its index in the table's types)

/**
 * Event lines in a table shared with the audit's workers: their places in the export's bytes, a row each,
 * so that a worker reads its streams from the same memory instead of a copy.
 */
export interface EventTable {
  readonly rows: SharedArrayBuffer;
  /** The event types, each row's by its index (a few dozen names). */
  readonly types: readonly string[];
}

/** The table of `events`, in their order; a row's index is its place in that order. */
export function tableOf(events: readonly RawEvent[]): EventTable {
  const rows = new SharedArrayBuffer(events.length * FIELDS * Float64Array.BYTES_PER_ELEMENT);
  const cells = new Float64Array(rows);
  const types: string[] = [];
  const typeIndex = new Map<string, number>();
  events.forEach((e, i) => {
    let type = typeIndex.get(e.type);
    if (type === undefined) typeIndex.set(e.type, (type = types.push(e.type) - 1));
    cells.set([e.start, e.end, e.line, e.revision, e.dataAt, type], i * FIELDS);
  });
  return { rows, types };
}

/** Rows [from, to) of a table read back as the events of one stream. */
export function eventsOf(
  table: EventTable,
  bytes: Buffer,
  stream: string,
  from: number,
  to: number,
): RawEvent[] {
  const cells = new Float64Array(table.rows);
  const events: RawEvent[] = [];
  for (let i = from * FIELDS; i < to * FIELDS; i += FIELDS) {
    const type = table.types[cells[i + 5]];
    events.push(
      new RawEvent(bytes, cells[i], cells[i + 1], cells[i + 2], stream, cells[i + 3], type, cells[i + 4]),
    );
  }
  return events;
}
