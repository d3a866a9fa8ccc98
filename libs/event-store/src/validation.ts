import { randomUUID } from 'node:crypto';
import { InvalidArgument } from './errors';
import type {
  AppendOptions,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from './event-store.port';

/** An event checked and serialised, ready for any adapter to write. */
export interface PreparedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

const STREAM = /^[a-z][a-zA-Z0-9_]*-[A-Za-z0-9_.:@-]+$/;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9_.:-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METADATA_STRINGS = ['correlationId', 'causationId', 'commandId', 'actor'] as const;
const MAX_NAME = 200;

export function assertStreamName(stream: unknown, field = 'stream'): asserts stream is string {
  if (typeof stream !== 'string' || stream.length === 0)
    throw new InvalidArgument(field, 'must be a non-empty string');
  if (stream.length > MAX_NAME) throw new InvalidArgument(field, `must be at most ${MAX_NAME} characters`);
  if (!STREAM.test(stream))
    throw new InvalidArgument(
      field,
      `must look like <category>-<id> (e.g. career-42), got ${JSON.stringify(stream)}`,
    );
}

function assertCount(value: unknown, field: string, min: number): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new InvalidArgument(field, `must be an integer ≥ ${min}, got ${JSON.stringify(value)}`);
  }
}

export function assertExpectedRevision(value: unknown): asserts value is ExpectedRevision | undefined {
  if (value === undefined || value === 'no_stream' || value === 'stream_exists' || value === 'any') return;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return;
  throw new InvalidArgument(
    'expectedRevision',
    `must be a non-negative integer, 'no_stream', 'stream_exists' or 'any', got ${JSON.stringify(value)}`,
  );
}

/** Throws naming the first value JSON cannot carry faithfully (functions, undefined, NaN, cycles, …). */
export function assertJsonValue(value: unknown, path: string, seen: Set<object> = new Set()): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidArgument(path, `is ${value}, which JSON cannot hold`);
    return;
  }
  if (typeof value !== 'object')
    throw new InvalidArgument(path, `is a ${typeof value}, which is not serialisable`);
  if (seen.has(value)) throw new InvalidArgument(path, 'is a circular reference');
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertJsonValue(item, `${path}[${i}]`, seen));
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new InvalidArgument(
        path,
        `is a ${value.constructor?.name ?? 'class instance'}, not a plain object`,
      );
    }
    for (const [key, item] of Object.entries(value)) assertJsonValue(item, `${path}.${key}`, seen);
  }
  seen.delete(value);
}

function prepareEvent(event: NewEvent, index: number): PreparedEvent {
  const at = `events[${index}]`;
  if (event === null || typeof event !== 'object') throw new InvalidArgument(at, 'must be an object');
  const id = event.id ?? randomUUID();
  if (typeof id !== 'string' || !UUID.test(id)) throw new InvalidArgument(`${at}.id`, 'must be a UUID');
  if (typeof event.type !== 'string' || event.type.length === 0)
    throw new InvalidArgument(`${at}.type`, 'must be a non-empty string');
  if (event.type.length > MAX_NAME || !EVENT_TYPE.test(event.type)) {
    throw new InvalidArgument(
      `${at}.type`,
      `must be a name like TorpedoFired, got ${JSON.stringify(event.type)}`,
    );
  }
  if (event.data === undefined)
    throw new InvalidArgument(`${at}.data`, 'is required (use null or {} for none)');
  assertJsonValue(event.data, `${at}.data`);
  const metadata = event.metadata ?? {};
  assertJsonValue(metadata, `${at}.metadata`);
  if (Array.isArray(metadata)) throw new InvalidArgument(`${at}.metadata`, 'must be an object');
  for (const key of METADATA_STRINGS) {
    const value = metadata[key];
    if (value !== undefined && typeof value !== 'string')
      throw new InvalidArgument(`${at}.metadata.${key}`, 'must be a string');
  }
  return {
    id: id.toLowerCase(),
    type: event.type,
    data: JSON.stringify(event.data),
    metadata: JSON.stringify(metadata),
  };
}

/** Checks an append completely before anything is written. */
export function prepareAppend(
  stream: unknown,
  events: unknown,
  options: AppendOptions | undefined,
): PreparedEvent[] {
  assertStreamName(stream);
  if (!Array.isArray(events) || events.length === 0)
    throw new InvalidArgument('events', 'must be a non-empty array');
  assertExpectedRevision(options?.expectedRevision);
  const prepared = events.map(prepareEvent);
  const ids = new Set(prepared.map((e) => e.id));
  if (ids.size !== prepared.length) throw new InvalidArgument('events', 'contain the same id twice');
  return prepared;
}

export function checkReadStream(
  stream: unknown,
  options: ReadStreamOptions = {},
): Required<Omit<ReadStreamOptions, 'fromRevision'>> & { fromRevision?: number } {
  assertStreamName(stream);
  assertCount(options.fromRevision, 'fromRevision', 0);
  assertCount(options.maxCount, 'maxCount', 1);
  const direction = options.direction ?? 'forwards';
  if (direction !== 'forwards' && direction !== 'backwards') {
    throw new InvalidArgument(
      'direction',
      `must be 'forwards' or 'backwards', got ${JSON.stringify(direction)}`,
    );
  }
  return {
    fromRevision: options.fromRevision,
    direction,
    maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
  };
}

export function checkReadAll(options: ReadAllOptions = {}): Required<ReadAllOptions> {
  assertCount(options.fromPosition, 'fromPosition', 0);
  assertCount(options.maxCount, 'maxCount', 1);
  return { fromPosition: options.fromPosition ?? 0, maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER };
}

export function checkSubscribe(options: SubscribeToAllOptions = {}): SubscribeToAllOptions {
  const from = options.fromPosition;
  if (from !== undefined && from !== 'start' && from !== 'end') assertCount(from, 'fromPosition', 0);
  for (const key of ['categories', 'eventTypes'] as const) {
    const list = options.filter?.[key];
    if (
      list !== undefined &&
      (!Array.isArray(list) || list.some((s) => typeof s !== 'string' || s.length === 0))
    ) {
      throw new InvalidArgument(`filter.${key}`, 'must be an array of non-empty strings');
    }
  }
  return options;
}

/** The revision check every adapter applies under its own lock. Returns the error to throw, if any. */
export function revisionMismatch(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  if (expected === 'any') return false;
  if (expected === 'no_stream') return actual !== 'no_stream';
  if (expected === 'stream_exists') return actual === 'no_stream';
  return actual !== expected;
}
