import { hashAt, isEventLine, splitEventLine } from './chain';
import { envelopeOf } from './envelope';

/**
 * The first pass of the chain check (a), line by line with no line depending on another, so that threads can
 * share it: where each line is, whether it is laid out as an event line, its envelope (stream, revision, type),
 * and whether it hashes to the hash it carries. The second pass (read.ts) links the lines in order.
 */
export interface LineScan {
  /** FIELDS numbers per line, in file order (see Row). */
  readonly rows: Float64Array;
  readonly lines: number;
  /** The stream and type names the rows name, by their index. */
  readonly names: string[];
  /** The lines (their index in this scan) that do not hash to their hash, and the hash their bytes give. */
  readonly mismatches: [number, string][];
}

/** What a line is. */
export const LineKind = {
  /** Neither starts as an event line: the trailer, or a line that is not the format's. */
  Other: 0,
  /** Starts as an event line but is not laid out as one. */
  Unsplit: 1,
  /** Laid out as an event line, but the event has no stream, revision, type and metadata. */
  NoEnvelope: 2,
  Event: 3,
} as const;

/**
 * A line's numbers, at these places of its row: its kind, where it is, and an event's envelope. [start, end) is
 * the event's text for NoEnvelope and Event, the line (without its line break) otherwise.
 */
export const Row = {
  Kind: 0,
  Start: 1,
  End: 2,
  Revision: 3,
  /** Where the data's value starts in bytes, or -1 when the envelope had to be parsed. */
  DataAt: 4,
  Stream: 5,
  Type: 6,
} as const;
export const FIELDS = 7;

export const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Scans the lines of bytes [from, to): from is a line's start, to a line's start or the end of the bytes. */
export function scanLines(bytes: Buffer, from: number, to: number): LineScan {
  const scanner = new Scanner(bytes, Math.ceil((to - from) / 256));
  for (let start = from; start < to;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const last = newline < 0 || newline >= to;
    scanner.line(start, last ? to : lineEnd(bytes, start, newline));
    start = last ? to : newline + 1;
  }
  return scanner.done();
}

/** The end of the line from `start` to the line break at `newline`, a `\r` before it left out. */
export const lineEnd = (bytes: Buffer, start: number, newline: number): number =>
  newline > start && bytes[newline - 1] === RETURN ? newline - 1 : newline;

class Scanner {
  #rows: Float64Array;
  #lines = 0;
  readonly #names: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly #mismatches: [number, string][] = [];

  constructor(
    readonly bytes: Buffer,
    expected: number,
  ) {
    this.#rows = new Float64Array(FIELDS * Math.max(16, expected));
  }

  line(start: number, end: number): void {
    const { bytes } = this;
    if (this.#rows.length < (this.#lines + 1) * FIELDS) this.#rows = grown(this.#rows);
    const rows = this.#rows;
    const row = this.#lines++ * FIELDS;
    rows[row + Row.Start] = start;
    rows[row + Row.End] = end;
    const parts = isEventLine(bytes, start, end) ? splitEventLine(bytes, start, end) : undefined;
    if (!parts) {
      rows[row + Row.Kind] = isEventLine(bytes, start, end) ? LineKind.Unsplit : LineKind.Other;
      return;
    }
    const { eventStart, eventEnd, computed } = parts;
    rows[row + Row.Start] = eventStart;
    rows[row + Row.End] = eventEnd;
    if (!isWritten(bytes, hashAt(eventEnd), computed)) this.#mismatches.push([row / FIELDS, computed]);
    const envelope = envelopeOf(bytes, eventStart, eventEnd);
    rows[row + Row.Kind] = envelope ? LineKind.Event : LineKind.NoEnvelope;
    if (!envelope) return;
    rows[row + Row.Revision] = envelope.revision;
    rows[row + Row.DataAt] = envelope.dataAt;
    rows[row + Row.Stream] = this.#id(envelope.stream);
    rows[row + Row.Type] = this.#id(envelope.type);
  }

  done(): LineScan {
    return { rows: this.#rows, lines: this.#lines, names: this.#names, mismatches: this.#mismatches };
  }

  #id(name: string): number {
    const known = this.#ids.get(name);
    if (known !== undefined) return known;
    this.#ids.set(name, this.#names.length);
    return this.#names.push(name) - 1;
  }
}

/**
 * Where bytes [from, to) split into `parts` runs of whole lines of about the same size: parts + 1 offsets, the
 * first `from`, the last `to` (fewer when the lines are too few).
 */
export function splitLines(bytes: Buffer, from: number, to: number, parts: number): number[] {
  const bounds = [from];
  for (let k = 1; k < parts; k++) {
    const newline = bytes.indexOf(NEWLINE, from + Math.floor(((to - from) * k) / parts));
    const next = newline < 0 || newline + 1 >= to ? to : newline + 1;
    if (next > bounds[bounds.length - 1] && next < to) bounds.push(next);
  }
  bounds.push(to);
  return bounds;
}

/** Whether bytes at `at` are the ASCII text `hex`. */
function isWritten(bytes: Buffer, at: number, hex: string): boolean {
  for (let i = 0; i < hex.length; i++) if (bytes[at + i] !== hex.charCodeAt(i)) return false;
  return true;
}

function grown(rows: Float64Array): Float64Array {
  const more = new Float64Array(rows.length * 2);
  more.set(rows);
  return more;
}
