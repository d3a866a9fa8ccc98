import { hashOf, isEventLine, prevHashOf, splitEventLine } from './chain';
import { readEnvelope } from './envelope';
import type { EventRef, Finding } from './findings';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  GENESIS_HASH,
  type ExportedEvent,
  type ExportHeader,
  type ExportTrailer,
} from './format';

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

const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Reads an export (its text or its UTF-8 bytes) and checks its chain (a). Throws NotAnExport for anything else. */
export function readExport(input: string | Uint8Array): ExportLines {
  const bytes =
    typeof input === 'string'
      ? Buffer.from(input, 'utf8')
      : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let start = 0;
  let n = 0;
  let reader: ChainReader | undefined;
  while (start < bytes.length) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    const end =
      newline < 0 ? bytes.length : newline > start && bytes[newline - 1] === RETURN ? newline - 1 : newline;
    n++;
    if (reader) reader.read(bytes, start, end, n);
    else reader = new ChainReader(readHeader(bytes.toString('utf8', start, end)));
    start = next;
  }
  if (!reader) throw new NotAnExport('the file is empty: not a periscope export');
  return reader.done(n + 1);
}

/** The event of a raw line, parsed; undefined when its text is not an event object. */
export function parseEvent(raw: Pick<RawEvent, 'text'>): ExportedEvent | undefined {
  try {
    const event = JSON.parse(raw.text) as ExportedEvent;
    const { stream, revision, type, metadata } = event ?? {};
    const placed = typeof stream === 'string' && Number.isSafeInteger(revision) && typeof type === 'string';
    return placed && typeof metadata === 'object' && metadata !== null ? event : undefined;
  } catch {
    return undefined;
  }
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
  /** The hash the next line must link to; null after a line whose hash could not be read. */
  #prevHash: string | null = GENESIS_HASH;
  #stream = -1;
  readonly #order: Map<string, number>;
  /** Per stream seen: its place in the header, its last revision and its count; #current is the line before's. */
  readonly #streams = new Map<string, Placed>();
  #current: Placed | undefined;
  /** Stream and type names, one string each: the events keep no slice of their line alive. */
  readonly #names = new Map<string, string>();

  constructor(readonly header: ExportHeader) {
    this.#order = new Map(header.streams.map((s, i) => [s.stream, i]));
  }

  read(bytes: Buffer, start: number, end: number, n: number): void {
    if (this.#trailer) return this.#fail(n, 'a line follows the trailer');
    if (!isEventLine(bytes, start, end)) return this.#readTrailer(bytes.toString('utf8', start, end), n);
    this.#eventLines++;
    const parts = splitEventLine(bytes, start, end);
    if (!parts) {
      this.#prevHash = null;
      return this.#fail(n, 'not an event line: {"prevHash":"<64 hex>","event":{…},"hash":"<64 hex>"}');
    }
    const { eventStart, eventEnd, hash, prevHash, computed } = parts;
    const envelope = readEnvelope(bytes, eventStart, eventEnd) ?? parsedEnvelope(bytes, eventStart, eventEnd);
    const ref = envelope
      ? { line: n, stream: envelope.stream, revision: envelope.revision, type: envelope.type }
      : { line: n };
    if (envelope) this.#place(ref as EventRef);
    else this.#fail(n, 'the event is not JSON with a stream, revision, type and metadata');
    if (computed !== hash)
      this.#fail(n, 'the event does not hash to its hash: it was changed after export', ref, computed, hash);
    if (this.#prevHash !== null && prevHash !== this.#prevHash)
      this.#fail(
        n,
        "prevHash is not the previous line's hash: a line before was changed, removed or moved",
        ref,
        this.#prevHash,
        prevHash,
      );
    this.#prevHash = hash;
    if (envelope) {
      const { revision, dataAt } = envelope;
      const stream = this.#placed(envelope.stream).stream; // interned
      const type = this.#intern(envelope.type);
      this.events.push(new RawEvent(bytes, eventStart, eventEnd, n, stream, revision, type, dataAt));
    }
  }

  #intern(name: string): string {
    const known = this.#names.get(name);
    if (known !== undefined) return known;
    const own = Buffer.from(name, 'latin1').toString('latin1'); // a copy, not a slice of the line's text
    this.#names.set(own, own);
    return own;
  }

  /** Streams in the header's order, each stream's revisions running on from 0. */
  #place(ref: EventRef): void {
    const { line, stream, revision } = ref;
    const placed = this.#placed(stream);
    const index = placed.index;
    if (index === undefined) this.#fail(line, `stream ${stream} is not listed in the header`, ref);
    else if (index < this.#stream)
      this.#fail(line, `stream ${stream} resumes after a later stream began`, ref);
    else this.#stream = index;
    const expected = placed.revision + 1;
    if (revision !== expected) {
      const what = revision > expected ? `revision ${expected} is missing or moved` : 'out of order';
      this.#fail(
        line,
        `revision ${revision} where ${expected} was expected: ${what}`,
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
    if (!this.#trailer) return this.#fail(n, 'neither an event line nor the trailer');
    this.#trailerLine = n;
    const { events, headHash } = this.#trailer;
    if (events !== this.#eventLines)
      this.#fail(
        n,
        `the trailer counts ${events} events, the export has ${this.#eventLines}: events were added or removed`,
        {},
        events,
        this.#eventLines,
      );
    if (this.#prevHash !== null && headHash !== this.#prevHash)
      this.#fail(n, "the trailer's headHash is not the last event's hash", {}, this.#prevHash, headHash);
  }

  done(end: number): ExportLines {
    for (const { stream, events } of this.header.streams) {
      const found = this.#streams.get(stream)?.count ?? 0;
      if (found !== events)
        this.#fail(
          this.#trailerLine || end,
          `the header announces ${events} events of ${stream}, the export has ${found}`,
          { stream },
          events,
          found,
        );
    }
    if (!this.#trailer) this.#fail(end, 'no trailer: the export may have been cut short');
    return {
      header: this.header,
      events: this.events,
      trailer: this.#trailer,
      trailerLine: this.#trailerLine || end,
      findings: this.findings,
    };
  }

  #fail(line: number, message: string, ref: object = {}, expected?: unknown, found?: unknown): void {
    const values = expected === undefined && found === undefined ? {} : { expected, found };
    this.findings.push({ check: 'chain', line, ...ref, ...values, message });
  }
}

interface Placed {
  readonly stream: string;
  readonly index: number | undefined;
  revision: number;
  count: number;
}

function parsedEnvelope(bytes: Buffer, start: number, end: number) {
  const event = parseEvent({ text: bytes.toString('utf8', start, end) });
  return event && { stream: event.stream, revision: event.revision, type: event.type, dataAt: -1 };
}
