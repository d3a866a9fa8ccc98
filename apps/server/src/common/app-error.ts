/**
 * What went wrong, in the application's words; the errors filter alone turns a kind into an HTTP status (and a
 * socket ack into the same body). Application code never reads or writes a status code.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'busy'
  | 'unavailable';

/** An error with a stable `code` (README "Every error answer") and what the caller may retry after. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Extra fields of the error body (e.g. a rate limit's `limit` and `ttlMs`). */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** Seconds after which asking again may succeed (a Retry-After header over HTTP). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The aggregate's name in a message: `career` → `Career`. */
const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export const notFound = (noun: string, id: string) =>
  new AppError('not-found', `${noun}/not-found`, `No ${noun} ${id}`);

/** A creation found its aggregate there already (ids are drawn by the server: another creation won). */
export const alreadyExists = (noun: string, id: string) =>
  new AppError('conflict', `${noun}/exists`, `${capitalised(noun)} ${id} exists already`);

/** Other commands kept landing between this one's read and its append. */
export const changedUnderCommand = (noun: string, id: string, attempts: number) =>
  new AppError(
    'conflict',
    `${noun}/conflict`,
    `${capitalised(noun)} ${id} changed under this command ${attempts} times in a row; send it again`,
  );

export const commandIdReused = (noun: string, commandId: string) =>
  new AppError(
    'conflict',
    'command/id-reused',
    `commandId ${JSON.stringify(commandId)} was already used for a different command in this ${noun}`,
  );
