import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersion } from '../errors';
import type { EventMetadata, ExpectedRevision, RecordedEvent } from '../event-store.port';
import type { PreparedEvent } from '../validation';

// Pure translations between the port and the KurrentDB client, kept apart so they are unit-testable.

/** Our expected revision → the client's stream state. Always explicit: the adapter never leaves it to a default. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

/** A prepared (validated, serialised) event → the client's JSON event; the client serialises it again. */
export function toEventData(event: PreparedEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // Any JSON value round-trips (the client JSON.stringifies it); its typing only admits objects and strings.
    data: JSON.parse(event.data) as JSONType,
    metadata: JSON.parse(event.metadata) as JSONType,
  });
}

/** A revision the server reports (-1, or negative for deleted streams, means none) → ours. */
export function toActualRevision(state: bigint | string | undefined): number | 'no_stream' {
  return typeof state === 'bigint' && state >= 0n ? toSafeNumber(state, 'revision') : 'no_stream';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Duck-typed, so it holds for the client's error classes and for errors that crossed a module boundary. */
export const isWrongExpectedVersionError = (error: unknown): error is { actualState?: bigint | string } =>
  isObject(error) && error.type === ErrorType.WRONG_EXPECTED_VERSION;

export const isStreamNotFoundError = (error: unknown): boolean =>
  isObject(error) && error.type === ErrorType.STREAM_NOT_FOUND;

/** The client's wrong-expected-version error → ours (with the caller's expectation), or undefined for anything else. */
export function toWrongExpectedVersion(
  error: unknown,
  stream: string,
  expected: ExpectedRevision,
): WrongExpectedVersion | undefined {
  if (!isWrongExpectedVersionError(error)) return undefined;
  return new WrongExpectedVersion(stream, expected, toActualRevision(error.actualState));
}

/** Unsigned 64-bit maximum: what servers before 22.6 send when a stream read carries no $all position. */
const NO_POSITION = 0xffffffffffffffffn;

export function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`KurrentDB ${what} ${value} exceeds 2^53`);
  return Number(value);
}

/** The commit position of a resolved event as a JS number; throws when the server sent none. */
export function positionOf(resolved: ResolvedEvent | AllStreamResolvedEvent): number {
  const commit = resolved.event?.position?.commit;
  if (commit !== undefined && commit < NO_POSITION) return toSafeNumber(commit, 'commit position');
  if (resolved.commitPosition !== undefined) return toSafeNumber(resolved.commitPosition, 'commit position');
  throw new Error('KurrentDB returned an event without a $all position (the server must be 22.6 or newer)');
}

/** Events the port never shows: system streams (`$…`), system and link event types (`$…`). */
export const isSystemEvent = (stream: string, type: string): boolean =>
  stream.startsWith('$') || type.startsWith('$');

const decodeJson = (value: unknown): unknown =>
  value instanceof Uint8Array ? JSON.parse(Buffer.from(value).toString('utf8')) : value;

/**
 * A resolved event → the port's RecordedEvent, or undefined when the port must not show it (a system event, or a
 * stream outside this store's namespace). `streamPrefix` (the namespace) is stripped from the stream name.
 */
export function toRecordedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  streamPrefix = '',
): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEvent(event.streamId, event.type)) return undefined;
  if (!event.streamId.startsWith(streamPrefix)) return undefined;
  const metadata = event.metadata === undefined ? {} : decodeJson(event.metadata);
  return {
    id: event.id.toLowerCase(),
    stream: event.streamId.slice(streamPrefix.length),
    type: event.type,
    revision: toSafeNumber(event.revision, 'revision'),
    position: positionOf(resolved),
    data: decodeJson(event.data),
    metadata: (isObject(metadata) ? metadata : {}) as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}

/** An inclusive port position → a $all read position; 0 and 1 (before any event) mean the start. */
export function toReadPosition(position: number): ReadPosition {
  return position <= 1 ? START : toPosition(position);
}

/** A port position → the client's; KurrentDB appends have commit = prepare for every event. */
export const toPosition = (position: number): Position => ({
  commit: BigInt(position),
  prepare: BigInt(position),
});

/** Exclusive, as in KurrentDB: 'start' and 0 deliver everything, N what comes after the event at N. */
export function toSubscribePosition(from: number | 'start' | 'end' = 'start'): ReadPosition {
  if (from === 'end') return END;
  return from === 'start' || from === 0 ? START : toPosition(from);
}

/** The port's checked stream-read options → the client's: an absent start is the first event forwards, the last backwards. */
export function toReadStreamOptions(options: {
  fromRevision?: number;
  direction: 'forwards' | 'backwards';
  maxCount: number;
}): ReadStreamOptions {
  const forwards = options.direction === 'forwards';
  return {
    direction: forwards ? FORWARDS : BACKWARDS,
    fromRevision:
      options.fromRevision === undefined ? (forwards ? START : END) : BigInt(options.fromRevision),
    maxCount: options.maxCount,
  };
}
