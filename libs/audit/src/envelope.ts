import type { ExportedEvent } from './format';

/** Where an event is, read from the front of its bytes without parsing its data and metadata. */
export interface Envelope {
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  /** The byte offset (in the export) where the data's value starts. */
  readonly dataAt: number;
}

const key = (text: string): Uint8Array => Buffer.from(text, 'latin1');
const STREAM = key('{"stream":"');
const REVISION = key(',"revision":');
const TYPE = key(',"type":"');
const DATA = key(',"data":');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [ZERO, NINE] = [0x30, 0x39];
/** More digits than this is no safe integer (2^53 has 16). */
const MAX_DIGITS = 16;

/**
 * Reads `{"stream":"<s>","revision":<n>,"type":"<t>","data":` off the front of an event's bytes [start, end);
 * undefined when the event does not start so plainly (a name that is not plain ASCII, another layout): the
 * caller then parses it. One scan of the bytes, no regular expression: it runs once a line.
 */
export function readEnvelope(bytes: Buffer, start: number, end: number): Envelope | undefined {
  if (!startsWith(bytes, start, STREAM)) return undefined;
  const streamAt = start + STREAM.length;
  const streamEnd = plainEnd(bytes, streamAt, end);
  if (streamEnd < 0 || !startsWith(bytes, streamEnd + 1, REVISION)) return undefined;
  const digitsAt = streamEnd + 1 + REVISION.length;
  let digitsEnd = digitsAt;
  let revision = 0;
  for (let c = bytes[digitsEnd]; c >= ZERO && c <= NINE && digitsEnd < end; c = bytes[++digitsEnd])
    revision = revision * 10 + (c - ZERO);
  const digits = digitsEnd - digitsAt;
  if (digits === 0 || digits > MAX_DIGITS || (digits > 1 && bytes[digitsAt] === ZERO)) return undefined;
  if (!Number.isSafeInteger(revision) || !startsWith(bytes, digitsEnd, TYPE)) return undefined;
  const typeAt = digitsEnd + TYPE.length;
  const typeEnd = plainEnd(bytes, typeAt, end);
  if (typeEnd < 0 || !startsWith(bytes, typeEnd + 1, DATA)) return undefined;
  const dataAt = typeEnd + 1 + DATA.length;
  if (dataAt >= end) return undefined;
  const stream = bytes.toString('latin1', streamAt, streamEnd);
  return { stream, revision, type: bytes.toString('latin1', typeAt, typeEnd), dataAt };
}

/** Whether bytes at `at` begin with `key`. */
export function startsWith(bytes: Uint8Array, at: number, key: Uint8Array): boolean {
  if (at < 0 || at + key.length > bytes.length) return false;
  for (let i = 0; i < key.length; i++) if (bytes[at + i] !== key[i]) return false;
  return true;
}

/** Where the plain name at `from` ends (its closing quote): printable ASCII, no escape; -1 otherwise or if empty. */
function plainEnd(bytes: Uint8Array, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = bytes[i];
    if (c === QUOTE) return i > from ? i : -1;
    if (c < 0x20 || c > 0x7e || c === BACKSLASH) return -1;
  }
  return -1;
}

/** The envelope of an event's bytes [start, end): read off the front, else parsed (slowly); undefined if none. */
export function envelopeOf(bytes: Buffer, start: number, end: number): Envelope | undefined {
  const read = readEnvelope(bytes, start, end);
  if (read) return read;
  const event = parseEvent({ text: bytes.toString('utf8', start, end) });
  return event && { stream: event.stream, revision: event.revision, type: event.type, dataAt: -1 };
}

/** The event of a raw line, parsed; undefined when its text is not an event object. */
export function parseEvent(raw: { readonly text: string }): ExportedEvent | undefined {
  try {
    const event = JSON.parse(raw.text) as ExportedEvent;
    const { stream, revision, type, metadata } = event ?? {};
    const placed = typeof stream === 'string' && Number.isSafeInteger(revision) && typeof type === 'string';
    return placed && typeof metadata === 'object' && metadata !== null ? event : undefined;
  } catch {
    return undefined;
  }
}
