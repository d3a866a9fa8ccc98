import type { CareerEvent } from '@periscope/rules';
import { eventText } from '../chain';
import { at, type EventRef, type Finding, type FindingCode } from '../findings';
import type { CommandMetadata, ExportedEvent } from '../format';
import { parseEvent } from '../envelope';
import type { RawEvent } from '../read';

/** A finding's code and its English sentence. */
type Said = readonly [FindingCode, string];

/** A parsed event with where it is. */
export type LineEvent = ExportedEvent & EventRef;

const METADATA = ',"metadata":';
const METADATA_BYTES = Buffer.from(METADATA);

/** The command a line records, and where its metadata starts in the bytes (-1 when the line was parsed). */
export interface Head {
  readonly meta: CommandMetadata;
  readonly metaStart: number;
}

let scratch = Buffer.allocUnsafe(1 << 16);

/** A string's UTF-8 bytes, written into a buffer reused from call to call; their length. */
function utf8(text: string): number {
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 6);
  return scratch.write(text, 0);
}

/** A stream's lines, parsed only when needed and at most once; what is wrong with them is reported once. */
export class CommandLines {
  readonly #parsed: (LineEvent | null | undefined)[] = [];

  constructor(
    readonly raws: readonly RawEvent[],
    readonly findings: Finding[],
  ) {}

  /** The i-th event parsed; undefined (and a finding) when its text is not an event. */
  event(i: number): LineEvent | undefined {
    const known = this.#parsed[i];
    if (known !== undefined) return known ?? undefined;
    const raw = this.raws[i];
    const event = parseEvent(raw);
    if (!event) this.#fail('replay', raw, ['unparsed', 'the event does not parse: the replay stops here']);
    this.#parsed[i] = event ? { ...event, ...at(raw) } : null;
    return this.#parsed[i] ?? undefined;
  }

  /**
   * The command line i records, read without parsing the data: the metadata is the event's last field. Whatever
   * this reads, the fast path's byte comparison confirms; when it cannot be read so, the line is parsed.
   */
  head(i: number): Head | undefined {
    const raw = this.raws[i];
    const from = raw.dataAt < 0 ? -1 : raw.bytes.lastIndexOf(METADATA_BYTES, raw.end - 1);
    if (from > raw.dataAt) {
      const metaStart = from + METADATA.length;
      const meta = parseObject(raw.bytes.toString('utf8', metaStart, raw.end - 1)) as
        CommandMetadata | undefined;
      if (meta) return this.#command(raw, meta) && { meta, metaStart };
    }
    const event = this.event(i);
    const meta = event && this.#command(raw, event.metadata as unknown as CommandMetadata);
    return meta && { meta, metaStart: -1 };
  }

  /** The command an event records; undefined (and a finding) when its metadata records none. */
  #command(raw: RawEvent, meta: CommandMetadata): CommandMetadata | undefined {
    const dice = meta.dice;
    const problem: Said | undefined =
      typeof meta.commandId !== 'string' || typeof meta.command?.type !== 'string'
        ? ['noCommand', 'the metadata records no command (commandId, command)']
        : !Number.isSafeInteger(dice?.firstNonce) ||
            !Number.isSafeInteger(dice?.nextNonce) ||
            dice.nextNonce < dice.firstNonce
          ? ['noDiceRange', 'the metadata records no dice range {firstNonce, nextNonce}']
          : undefined;
    if (!problem) return meta;
    this.#fail('replay', raw, [problem[0], `${problem[1]}: the replay stops here`], 'metadata');
    return undefined;
  }

  /** The end (exclusive) of the lines that share line i's commandId. */
  commandEnd(i: number): number {
    const id = this.event(i)?.metadata.commandId;
    let end = i + 1;
    while (end < this.raws.length && this.event(end)?.metadata.commandId === id) end++;
    return end;
  }

  /** Lines [i, end) parsed, each in the canonical form and recording the same command and dice as the first. */
  batch(i: number, end: number): LineEvent[] {
    const batch = Array.from({ length: end - i }, (_, k) => this.event(i + k) as LineEvent);
    const first = batch[0].metadata as unknown as CommandMetadata;
    const command = JSON.stringify(first.command);
    for (const [k, event] of batch.entries()) {
      const raw = this.raws[i + k];
      if (eventText(event) !== raw.text)
        this.#fail('chain', raw, [
          'notCanonical',
          'the event is not in the canonical form (JSON.stringify, fields in format order)',
        ]);
      const m = event.metadata as unknown as CommandMetadata;
      if (
        m.dice?.firstNonce !== first.dice.firstNonce ||
        m.dice?.nextNonce !== first.dice.nextNonce ||
        JSON.stringify(m.command) !== command
      )
        this.#fail(
          'replay',
          raw,
          ['otherCommand', `it records another command or dice than ${first.commandId}`],
          'metadata',
        );
    }
    return batch;
  }

  /**
   * Whether lines [i, i + decided.length) are, byte for byte, the decided events followed by the metadata of
   * line i (head's metaStart): the fast path, which parses none of those lines.
   */
  matches(i: number, decided: readonly CareerEvent[], metaStart: number): boolean {
    const first = this.raws[i];
    const metaLength = first.end - 1 - metaStart;
    for (let k = 0; k < decided.length; k++) {
      const raw = this.raws[i + k];
      if (!raw || raw.dataAt < 0 || raw.type !== decided[k].type) return false;
      const length = utf8(JSON.stringify(decided[k].data)); // the one text of the decided data, in scratch
      const dataEnd = raw.dataAt + length;
      const ownMeta = dataEnd + METADATA.length;
      if (
        raw.end !== ownMeta + metaLength + 1 ||
        raw.bytes.compare(scratch, 0, length, raw.dataAt, dataEnd) !== 0 ||
        raw.bytes.compare(METADATA_BYTES, 0, METADATA_BYTES.length, dataEnd, ownMeta) !== 0 ||
        raw.bytes.compare(first.bytes, metaStart, metaStart + metaLength, ownMeta, ownMeta + metaLength) !== 0
      )
        return false;
    }
    return true;
  }

  /** The decided events at the places of lines [i, i + decided.length). */
  asFolded(i: number, decided: readonly CareerEvent[]) {
    return decided.map((event, k) => {
      const { line, stream, revision, type } = this.raws[i + k];
      return { line, stream, revision, type, data: event.data };
    });
  }

  #fail(check: 'chain' | 'replay', raw: RawEvent, [code, message]: Said, path?: string): void {
    this.findings.push({ check, ...at(raw), ...(path && { path }), message, code });
  }
}

function parseObject(text: string): object | undefined {
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
