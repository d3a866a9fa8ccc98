import { createHash, hash as oneShot } from 'node:crypto';
import { startsWith } from './envelope';
import type { ExportedEvent } from './format';

// An event line: PREV_KEY <prevHash> EVENT_KEY <event> HASH_KEY <hash> LINE_END.
const PREV_KEY = '{"prevHash":"';
const EVENT_KEY = '","event":';
const HASH_KEY = ',"hash":"';
const LINE_END = '"}';
const HEX = 64;
const HEAD = PREV_KEY.length + HEX + EVENT_KEY.length;
const TAIL = HASH_KEY.length + HEX + LINE_END.length;
const CLOSE = 0x7d; // '}'
const [PREV_BYTES, EVENT_BYTES, HASH_BYTES, LINE_END_BYTES] = [PREV_KEY, EVENT_KEY, HASH_KEY, LINE_END].map(
  (k) => Buffer.from(k, 'latin1'),
);

// crypto.hash (Node ≥ 20.12) hashes in one call; createHash does the same on older Nodes.
const sha256 = (data: string | Uint8Array): string =>
  typeof oneShot === 'function'
    ? oneShot('sha256', data, 'hex')
    : createHash('sha256').update(data).digest('hex');

/** The event's text: its fields in the format's order (see format.ts). */
export const eventText = (e: ExportedEvent): string =>
  JSON.stringify({
    stream: e.stream,
    revision: e.revision,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  });

/** sha256 of `{"prevHash":"<prevHash>","event":<text>}`. */
export const chainHash = (prevHash: string, text: string): string =>
  sha256(`${PREV_KEY}${prevHash}${EVENT_KEY}${text}}`);

/** The line of an event, and its hash. */
export function eventLine(prevHash: string, text: string): { line: string; hash: string } {
  const hash = chainHash(prevHash, text);
  return { line: `${PREV_KEY}${prevHash}${EVENT_KEY}${text}${HASH_KEY}${hash}${LINE_END}`, hash };
}

/** Whether bytes [start, end) of an export begin an event line. */
export const isEventLine = (bytes: Buffer, start: number, end: number): boolean =>
  end - start > PREV_BYTES.length && startsWith(bytes, start, PREV_BYTES);

/** Where the prevHash and the hash of an event whose text is bytes [eventStart, eventEnd) are written. */
export const prevHashAt = (eventStart: number): number => eventStart - EVENT_KEY.length - HEX;
export const hashAt = (eventEnd: number): number => eventEnd + HASH_KEY.length;

/** The prevHash and hash of an event whose text is bytes [eventStart, eventEnd), as written. */
export const prevHashOf = (bytes: Buffer, eventStart: number): string => hexAt(bytes, prevHashAt(eventStart));
export const hashOf = (bytes: Buffer, eventEnd: number): string => hexAt(bytes, hashAt(eventEnd));
/** The 64 hex digits of a hash written at bytes[at]. */
export const hexAt = (bytes: Buffer, at: number): string => bytes.toString('latin1', at, at + HEX);
/** Whether the hashes written at a[aAt] and b[bAt] are the same. */
export const sameHash = (a: Buffer, aAt: number, b: Buffer, bAt: number): boolean =>
  a.compare(b, bAt, bAt + HEX, aAt, aAt + HEX) === 0;

/** An event line's parts as byte offsets into the export, and the hash its bytes give. */
export interface EventLineParts {
  /** The event's text is bytes [eventStart, eventEnd). */
  readonly eventStart: number;
  readonly eventEnd: number;
  readonly computed: string;
}

let scratch = Buffer.allocUnsafe(1 << 16);

/** The parts of the event line at bytes [start, end); undefined when it is not laid out so. */
export function splitEventLine(bytes: Buffer, start: number, end: number): EventLineParts | undefined {
  const tail = end - TAIL;
  if (
    tail <= start + HEAD ||
    !startsWith(bytes, start, PREV_BYTES) ||
    !startsWith(bytes, start + PREV_KEY.length + HEX, EVENT_BYTES) ||
    !startsWith(bytes, tail, HASH_BYTES) ||
    !startsWith(bytes, end - LINE_END.length, LINE_END_BYTES)
  )
    return undefined;
  // The hashed text is the line up to its hash field, closed: `{"prevHash":…,"event":…}`.
  const length = tail - start + 1;
  if (scratch.length < length) scratch = Buffer.allocUnsafe(length * 2);
  bytes.copy(scratch, 0, start, tail);
  scratch[length - 1] = CLOSE;
  const eventStart = start + HEAD;
  return { eventStart, eventEnd: tail, computed: sha256(scratch.subarray(0, length)) };
}
