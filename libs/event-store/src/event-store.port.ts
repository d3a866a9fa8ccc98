/**
 * The event-store port (ARCHITECTURE.md "Event store port"). Semantics follow KurrentDB so that its adapter
 * stays thin and the others are faithful: streams `<category>-<id>`, revisions from 0, a global position.
 */

/** Who did what, and why: carried by every stored event. */
export interface EventMetadata {
  /** The conversation this event belongs to (a command, a game, a tournament round). */
  correlationId?: string;
  /** The event or command that directly caused this one. */
  causationId?: string;
  /** The client-chosen id of the command that produced this event. */
  commandId?: string;
  /** Who acted: a seat, an organiser, the system. */
  actor?: string;
  /** Anything else JSON-serialisable (dice nonces, the rule applied, …). */
  [key: string]: unknown;
}

/** An event about to be appended. `id` is a UUID; retries that reuse it are idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

/** An event as the store holds it. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  stream: string;
  type: Type;
  /** 0-based index of the event in its stream. */
  revision: number;
  /**
   * Global position, from 1. In memory, sqlite and postgres it is gap-free in commit order: a reader never
   * sees position N+1 before N is readable. In kurrentdb it is the commit position (ordered, not gap-free).
   */
  position: number;
  data: Data;
  metadata: EventMetadata;
  /** ISO-8601 time the store recorded the event (the store's clock, never the engine's). */
  recordedAt: string;
}

/** What the appender believes about the stream: its last revision, or one of three states. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendOptions {
  /** Default `any`. Pass one: an append without a check can silently interleave with another writer. */
  expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** The revision of the last event now in the stream: pass it as the next `expectedRevision`. */
  nextExpectedRevision: number;
  /** The global position of the last event appended. */
  position: number;
}

export type ReadDirection = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  /** Inclusive. Default: the first event forwards, the last event backwards. */
  fromRevision?: number;
  direction?: ReadDirection;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Inclusive. Default: the first event. */
  fromPosition?: number;
  maxCount?: number;
}

/** Deliver only what matches: by stream category (`career` matches `career-…`) or by event type. */
export interface SubscriptionFilter {
  categories?: string[];
  eventTypes?: string[];
}

export interface SubscribeToAllOptions {
  /**
   * Exclusive, as in KurrentDB: `'start'` (default) delivers everything; a number N delivers what comes after
   * position N (the last position the subscriber processed); `'end'` delivers only new events.
   */
  fromPosition?: number | 'start' | 'end';
  filter?: SubscriptionFilter;
}

/**
 * A catch-up subscription: events already stored, then live ones, with no gap and no duplicate at the switch.
 * Iterate it with `for await`; `close()` ends the iteration.
 */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  /** Resolves once every event stored when the subscription started has been delivered, or when it is closed. */
  readonly caughtUp: Promise<void>;
  close(): Promise<void>;
}

export interface EventStore {
  /** Which adapter this is (`memory`, `sqlite`, `postgres`, `kurrentdb`). */
  readonly kind: string;
  /**
   * Appends events atomically. Throws `WrongExpectedVersion` when the stream is not where the caller expects,
   * `InvalidArgument` for bad input (nothing is written). Re-appending a batch whose ids are all stored in this
   * stream returns the original result and writes nothing.
   */
  append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * Erases what a secret stream says, for good (an account's personal data, docs/accounts.md "Deleting an
   * account"): each of its events is read back as an `ERASED` event with empty data and metadata, or not at all;
   * the stream keeps its revision, so an append still has to expect it. Never for a public stream: its exports'
   * hash chains name every event.
   */
  erase(stream: string): Promise<void>;
  /** Reads one stream (an unknown stream reads as empty). */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Reads every stream in global order, a page at a time: memory use stays flat on any store size. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** Catch-up then live subscription to every stream, optionally filtered. */
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /** The last global position (0 when empty). */
  headPosition(): Promise<number>;
  /** Throws when the store cannot serve (used by /health). */
  ping(): Promise<void>;
  /** Waits for appends in flight, then releases connections and files. */
  close(): Promise<void>;
}

/** Where a reader of some streams starts one: after the stream's last event at or before `position`. */
export interface StreamStart {
  readonly stream: string;
  readonly position: number;
}

/** A page of some streams' events (StreamsReader.readStreamsAfter). */
export interface StreamsPage {
  readonly events: RecordedEvent[];
  readonly reached: number;
  readonly more: boolean;
}

/**
 * Reading only the streams a process follows (its spectators' streams: docs/scaling.md, "Live tails routed by
 * stream"), without reading the other streams' events. PostgreSQL and memory offer it.
 */
export interface StreamsReader {
  /** Woken by appends (on PostgreSQL, any process's, through NOTIFY); `wait` times out as the polling fallback. */
  readonly notifier: { readonly version: number; wait(ms: number, seen?: number): Promise<void> };
  /** Per stream, the revision of its last event at or before the position given (-1: none). */
  revisionsAt(starts: readonly StreamStart[]): Promise<number[]>;
  /**
   * Reads on from position `from`, at most `max` events of the store, and returns among them the events of the
   * streams given that come after their revisions, in position order; `reached` is the last position read (`from`
   * when none), `more` whether `max` events were read (the head may be further).
   */
  readStreamsAfter(after: ReadonlyMap<string, number>, from: number, max: number): Promise<StreamsPage>;
}

export const readsStreams = (store: EventStore): store is EventStore & StreamsReader =>
  typeof (store as Partial<StreamsReader>).readStreamsAfter === 'function';

/** The type an erased event is read back with (EventStore.erase): outside every aggregate's list, so skipped. */
export const ERASED = '$erased';

/** `career-42` → `career`. */
export const categoryOf = (stream: string): string => stream.slice(0, stream.indexOf('-'));

export const matchesFilter = (event: RecordedEvent, filter?: SubscriptionFilter): boolean =>
  (!filter?.categories || filter.categories.includes(categoryOf(event.stream))) &&
  (!filter?.eventTypes || filter.eventTypes.includes(event.type));
