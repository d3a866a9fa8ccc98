import type { ExpectedRevision } from './event-store.port';

/** Base of every error the event store throws on purpose; `code` is stable and namespaced. */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
}

/** The stream is not at the revision the appender expected (optimistic concurrency). */
export class WrongExpectedVersion extends EventStoreError {
  readonly code = 'event-store/wrong-expected-version';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedVersion';
  }
}

/** A caller passed something the store cannot accept; `field` names it. Nothing was written. */
export class InvalidArgument extends EventStoreError {
  readonly code = 'event-store/invalid-argument';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'InvalidArgument';
  }
}

/** An event id is already stored elsewhere, or only part of a batch was stored before. Nothing was written. */
export class DuplicateEventId extends EventStoreError {
  readonly code = 'event-store/duplicate-event-id';
  constructor(
    readonly stream: string,
    readonly eventIds: string[],
  ) {
    super(`Stream ${stream}: event ids already stored in another batch or stream: ${eventIds.join(', ')}`);
    this.name = 'DuplicateEventId';
  }
}

/** The store was closed; no more appends are accepted. */
export class EventStoreClosed extends EventStoreError {
  readonly code = 'event-store/closed';
  constructor() {
    super('The event store is closed');
    this.name = 'EventStoreClosed';
  }
}

/**
 * The store cannot be reached now (refused, dropped, shut down by its administrator, or no connection within the
 * pool's timeout). Nothing is known to be written: a caller may try again after `retryAfterSeconds`.
 */
export class EventStoreUnavailable extends EventStoreError {
  readonly code = 'event-store/unavailable';
  readonly retryAfterSeconds = 2;
  constructor(cause: unknown) {
    // The cause's message, whichever realm its Error comes from (a socket's may not be this one's).
    const reason = (cause as { message?: unknown } | null)?.message;
    super(`The event store cannot be reached: ${typeof reason === 'string' ? reason : String(cause)}`, {
      cause,
    });
    this.name = 'EventStoreUnavailable';
  }
}
