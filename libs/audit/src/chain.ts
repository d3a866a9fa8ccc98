import { createHash, hash as oneShot } from 'node:crypto';
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
/** How much of the event's text is decoded with the line's head. */
const FRONT = 256;

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
  end - start > PREV_KEY.length && bytes.toString('latin1', start, start + PREV_KEY.length) === PREV_KEY;

/** An event line's parts as byte offsets into the export, and the hash its bytes give. */
export interface EventLineParts {
  /** The first bytes of the event's text, decoded as latin1 (enough for its envelope, see envelope.ts). */
  readonly front: string;
  /** The event's text is bytes [eventStart, eventEnd). */
  readonly eventStart: number;
  readonly eventEnd: number;
  readonly hash: string;
  readonly prevHash: string;
  readonly computed: string;
}

let scratch = Buffer.allocUnsafe(1 << 16);

/** The parts of the event line at bytes [start, end); undefined when it is not laid out so. */
export function splitEventLine(bytes: Buffer, start: number, end: number): EventLineParts | undefined {
  const tail = end - TAIL;
  if (tail <= start + HEAD) return undefined;
  const head = bytes.toString('latin1', start, Math.min(tail, start + HEAD + FRONT));
  const after = bytes.toString('latin1', tail, end);
  if (
    !head.startsWith(PREV_KEY) ||
    !head.startsWith(EVENT_KEY, PREV_KEY.length + HEX) ||
    !after.startsWith(HASH_KEY) ||
    !after.endsWith(LINE_END)
  )
    return undefined;
  // The hashed text is the line up to its hash field, closed: `{"prevHash":…,"event":…}`.
  const length = tail - start + 1;
  if (scratch.length < length) scratch = Buffer.allocUnsafe(length * 2);
  bytes.copy(scratch, 0, start, tail);
  scratch[length - 1] = CLOSE;
  return {
    front: head.slice(HEAD),
    eventStart: start + HEAD,
    eventEnd: tail,
    prevHash: head.slice(PREV_KEY.length, PREV_KEY.length + HEX),
    hash: after.slice(HASH_KEY.length, HASH_KEY.length + HEX),
    computed: sha256(scratch.subarray(0, length)),
  };
}
