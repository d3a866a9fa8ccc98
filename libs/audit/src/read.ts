import { hashAt, hashOf, hexAt, prevHashAt, prevHashOf, sameHash } from './chain';
import { FIELDS, LineKind, lineEnd, NEWLINE, Row, scanLines, type LineScan } from './scan';
import type { EventRef, Finding, FindingCode } from './findings';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  GENESIS_HASH,
  type ExportHeader,
  type ExportTrailer,
} from './format';

/** A chain finding's code, its English sentence and the values the sentence names. */
type Said = readonly [FindingCode, string, Readonly<Record<string, string | number>>?];

/** The text is no export of this format at all (an empty file, another format, a newer version). */
export class NotAnExport extends Error {
  override readonly name = 'NotAnExport';
}

/** An event line as the chain check read it: where it is and its bytes, not yet parsed. */
export class RawEvent implements EventRef {
  #text: string | undefined;

  constructor(
    /** The whole export; the event's text is bytes [start, end). */
    readonly bytes: Buffer,
    readonly start: number,
    readonly end: number,
    readonly line: number,
    readonly stream: string,
    readonly revision: number,
    readonly type: string,
    /** Where the data's value starts in bytes, or -1 when the envelope had to be parsed. */
    readonly dataAt: number,
  ) {}

  /** The line's hash and prevHash as written (read from the bytes: an event keeps no string of its line). */
  get hash(): string {
    return hashOf(this.bytes, this.end);
  }

  get prevHash(): string {
    return prevHashOf(this.bytes, this.start);
  }

  /** The event's text as written (see format.ts). */
  get text(): string {
    return (this.#text ??= this.bytes.toString('utf8', this.start, this.end));
  }
}

export interface ExportLines {
  readonly header: ExportHeader;
  /** The event lines that could be placed (stream, revision, type), in file order. */
  readonly events: RawEvent[];
  readonly trailer: ExportTrailer | null;
  /** The trailer's line (where findings about the published results point). */
  readonly trailerLine: number;
  /** Check (a): the chain, the revisions, the counts, the trailer. */
  readonly findings: Finding[];
}

const GENESIS = Buffer.from(GENESIS_HASH, 'latin1');

/** Reads an export (its text or its UTF-8 bytes) and checks its chain (a). Throws NotAnExport for anything else. */
export function readExport(input: string | Uint8Array): ExportLines {
  const bytes = asBuffer(input);
  const first = headerLine(bytes);
  return linkLines(bytes, first, [scanLines(bytes, first.next, bytes.length)]);
}

/** The bytes of an export given as text or bytes (bytes are not copied). */
export const asBuffer = (input: string | Uint8Array): Buffer =>
  typeof input === 'string'
    ? Buffer.from(input, 'utf8')
    : Buffer.from(input.buffer, input.byteOffset, input.byteLength);

/** An export's first line: its header, and where the next line starts. */
export interface HeaderLine {
  readonly header: ExportHeader;
  readonly next: number;
}

/** The header on the first line of bytes; NotAnExport when there is none. */
export function headerLine(bytes: Buffer): HeaderLine {
  if (bytes.length === 0) throw new NotAnExport('the file is empty: not a periscope export');
  const newline = bytes.indexOf(NEWLINE);
  const end = newline < 0 ? bytes.length : lineEnd(bytes, 0, newline);
  const header = readHeader(bytes.toString('utf8', 0, end));
  return { header, next: newline < 0 ? bytes.length : newline + 1 };
}

/**
 * The second pass of the chain check (a): the scans of the lines after the header (scanLines, in file order) read
 * in order, each line linked to the one before, the revisions run on, and the trailer closing the chain.
 */
export function linkLines(bytes: Buffer, { header }: HeaderLine, scans: readonly LineScan[]): ExportLines {
  const reader = new ChainReader(header, bytes);
  let line = 1;
  for (const scan of scans) line = reader.read(scan, line);
  return reader.done(line + 1);
}

function readHeader(line: string): ExportHeader {
  let value: { header?: ExportHeader };
  try {
    value = JSON.parse(line);
  } catch {
    throw new NotAnExport('line 1 is not JSON: not a periscope export');
  }
  const header = value?.header;
  if (header?.format !== EXPORT_FORMAT) throw new NotAnExport(`line 1 is not a ${EXPORT_FORMAT} header`);
  if (header.version !== EXPORT_FORMAT_VERSION)
    throw new NotAnExport(
      `format version ${header.version} is not supported (this audit reads ${EXPORT_FORMAT_VERSION})`,
    );
  if (!Array.isArray(header.streams)) throw new NotAnExport('the header lists no streams');
  return header;
}

class ChainReader {
  readonly events: RawEvent[] = [];
  readonly findings: Finding[] = [];
  #trailer: ExportTrailer | null = null;
  #trailerLine = 0;
  #eventLines = 0;
  /** Where the hash the next line must link to is written (#linkBytes[#linkAt]); null after a line cut short. */
  #linkBytes: Buffer | null = GENESIS;
  #linkAt = 0;
  #stream = -1;
  readonly #order: Map<string, number>;
  /** Per stream seen: its place in the header, its last revision and its count; #current is the line before's. */
  readonly #streams = new Map<string, Placed>();
  #current: Placed | undefined;
  /** Stream and type names, one string each. */
  readonly #names = new Map<string, string>();

  constructor(
    readonly header: ExportHeader,
    readonly bytes: Buffer,
  ) {
    this.#order = new Map(header.streams.map((s, i) => [s.stream, i]));
  }

  /** The scanned lines, the first after line `line`; the last line's number. */
  read(scan: LineScan, line: number): number {
    const names = scan.names.map((name) => this.#intern(name));
    let mismatch = 0;
    for (let i = 0; i < scan.lines; i++) {
      const found = scan.mismatches[mismatch]?.[0] === i ? scan.mismatches[mismatch++][1] : undefined;
      this.#line(scan.rows, i * FIELDS, line + 1 + i, names, found);
    }
    return line + scan.lines;
  }

  /** The line at rows[row], numbered n; computed: the hash its bytes give when it is not the one it carries. */
  #line(rows: Float64Array, row: number, n: number, names: readonly string[], computed?: string): void {
    const [kind, start, end] = [rows[row + Row.Kind], rows[row + Row.Start], rows[row + Row.End]];
    if (this.#trailer) return this.#fail(n, ['afterTrailer', 'a line follows the trailer']);
    if (kind === LineKind.Other) return this.#readTrailer(this.bytes.toString('utf8', start, end), n);
    this.#eventLines++;
    if (kind === LineKind.Unsplit) {
      this.#linkBytes = null;
      return this.#fail(n, [
        'notEventLine',
        'not an event line: {"prevHash":"<64 hex>","event":{…},"hash":"<64 hex>"}',
      ]);
    }
    const ref =
      kind === LineKind.Event
        ? {
            line: n,
            stream: names[rows[row + Row.Stream]],
            revision: rows[row + Row.Revision],
            type: names[rows[row + Row.Type]],
          }
        : { line: n };
    if (kind === LineKind.Event) this.#place(ref as EventRef);
    else this.#fail(n, ['eventNotJson', 'the event is not JSON with a stream, revision, type and metadata']);
    if (computed !== undefined)
      this.#fail(
        n,
        ['hashChanged', 'the event does not hash to its hash: it was changed after export'],
        ref,
        computed,
        hashOf(this.bytes, end),
      );
    this.#link(start, end, n, ref);
    if (kind === LineKind.Event) {
      const { stream, revision, type } = ref as EventRef;
      this.events.push(
        new RawEvent(this.bytes, start, end, n, stream, revision, type, rows[row + Row.DataAt]),
      );
    }
  }

  /** The event at bytes [eventStart, eventEnd) links to the line before; the next line links to it. */
  #link(eventStart: number, eventEnd: number, n: number, ref: object): void {
    const link = this.#linkBytes;
    const prevAt = prevHashAt(eventStart);
    if (link !== null && !sameHash(link, this.#linkAt, this.bytes, prevAt))
      this.#fail(
        n,
        ['prevHash', "prevHash is not the previous line's hash: a line before was changed, removed or moved"],
        ref,
        hexAt(link, this.#linkAt),
        prevHashOf(this.bytes, eventStart),
      );
    this.#linkBytes = this.bytes;
    this.#linkAt = hashAt(eventEnd);
  }

  #intern(name: string): string {
    const known = this.#names.get(name);
    if (known !== undefined) return known;
    this.#names.set(name, name);
    return name;
  }

  /** Streams in the header's order, each stream's revisions running on from 0. */
  #place(ref: EventRef): void {
    const { line, stream, revision } = ref;
    const placed = this.#placed(stream);
    const index = placed.index;
    if (index === undefined)
      this.#fail(line, ['streamNotListed', `stream ${stream} is not listed in the header`, { stream }], ref);
    else if (index < this.#stream)
      this.#fail(
        line,
        ['streamResumes', `stream ${stream} resumes after a later stream began`, { stream }],
        ref,
      );
    else this.#stream = index;
    const expected = placed.revision + 1;
    if (revision !== expected) {
      const missing = revision > expected;
      const what = missing ? `revision ${expected} is missing or moved` : 'out of order';
      this.#fail(
        line,
        [
          missing ? 'revisionMissing' : 'revisionOrder',
          `revision ${revision} where ${expected} was expected: ${what}`,
          { revision, expected },
        ],
        ref,
        expected,
        revision,
      );
    }
    placed.revision = Math.max(revision, expected - 1);
    placed.count++;
  }

  /** The record of a stream: the line before's (streams are contiguous), else looked up or begun. */
  #placed(stream: string): Placed {
    if (this.#current?.stream === stream) return this.#current;
    let placed = this.#streams.get(stream);
    if (!placed) {
      const own = this.#intern(stream);
      placed = { stream: own, index: this.#order.get(own), revision: -1, count: 0 };
      this.#streams.set(own, placed);
    }
    return (this.#current = placed);
  }

  #readTrailer(line: string, n: number): void {
    try {
      this.#trailer = (JSON.parse(line) as { trailer?: ExportTrailer }).trailer ?? null;
    } catch {
      // reported below
    }
    if (!this.#trailer) return this.#fail(n, ['notTrailer', 'neither an event line nor the trailer']);
    this.#trailerLine = n;
    const { events, headHash } = this.#trailer;
    if (events !== this.#eventLines)
      this.#fail(
        n,
        [
          'trailerCount',
          `the trailer counts ${events} events, the export has ${this.#eventLines}: events were added or removed`,
          { events, found: this.#eventLines },
        ],
        {},
        events,
        this.#eventLines,
      );
    const last = this.#linkBytes && hexAt(this.#linkBytes, this.#linkAt);
    if (last !== null && headHash !== last)
      this.#fail(
        n,
        ['trailerHead', "the trailer's headHash is not the last event's hash"],
        {},
        last,
        headHash,
      );
  }

  done(end: number): ExportLines {
    for (const { stream, events } of this.header.streams) {
      const found = this.#streams.get(stream)?.count ?? 0;
      if (found !== events)
        this.#fail(
          this.#trailerLine || end,
          [
            'headerCount',
            `the header announces ${events} events of ${stream}, the export has ${found}`,
            { events, stream, found },
          ],
          { stream },
          events,
          found,
        );
    }
    if (!this.#trailer) this.#fail(end, ['noTrailer', 'no trailer: the export may have been cut short']);
    return {
      header: this.header,
      events: this.events,
      trailer: this.#trailer,
      trailerLine: this.#trailerLine || end,
      findings: this.findings,
    };
  }

  #fail(
    line: number,
    [code, message, params]: Said,
    ref: object = {},
    expected?: unknown,
    found?: unknown,
  ): void {
    const values = expected === undefined && found === undefined ? {} : { expected, found };
    this.findings.push({ check: 'chain', line, ...ref, ...values, message, code, ...(params && { params }) });
  }
}

interface Placed {
  readonly stream: string;
  readonly index: number | undefined;
  revision: number;
  count: number;
}
