/** Where an event is, read from the front of its bytes without parsing its data and metadata. */
export interface Envelope {
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  /** The byte offset (in the export) where the data's value starts. */
  readonly dataAt: number;
}

const STREAM = '{"stream":"';
const REVISION = ',"revision":';
const TYPE = ',"type":"';
const DATA = ',"data":';
const PLAIN = /^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/; // printable ASCII without quote or backslash

/**
 * Reads `{"stream":"<s>","revision":<n>,"type":"<t>","data":` off the front of an event's text (its first bytes
 * decoded as latin1; the event starts at byte `start`); undefined when the event does not start so plainly (a
 * name that is not plain ASCII, another layout, a front too short): the caller then parses it.
 */
export function readEnvelope(text: string, start: number): Envelope | undefined {
  if (!text.startsWith(STREAM)) return undefined;
  const streamEnd = text.indexOf('"', STREAM.length);
  if (streamEnd < 0 || !text.startsWith(REVISION, streamEnd + 1)) return undefined;
  const digitsAt = streamEnd + 1 + REVISION.length;
  const digitsEnd = text.indexOf(',', digitsAt);
  if (digitsEnd < 0 || !text.startsWith(TYPE, digitsEnd)) return undefined;
  const typeAt = digitsEnd + TYPE.length;
  const typeEnd = text.indexOf('"', typeAt);
  if (typeEnd < 0 || !text.startsWith(DATA, typeEnd + 1)) return undefined;
  const stream = text.slice(STREAM.length, streamEnd);
  const digits = text.slice(digitsAt, digitsEnd);
  const type = text.slice(typeAt, typeEnd);
  if (!PLAIN.test(stream) || !PLAIN.test(type) || !/^(0|[1-9]\d{0,15})$/.test(digits)) return undefined;
  return { stream, revision: Number(digits), type, dataAt: start + typeEnd + 1 + DATA.length };
}
