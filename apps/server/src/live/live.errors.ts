import { AppError } from '../common/app-error';
import type { ErrorBody } from '../common/error-body';
import { errorAnswer } from '../common/errors.filter';

export const unknownStreamKind = (stream: string, known: readonly string[]) =>
  new AppError(
    'invalid',
    'live/unknown-stream',
    `No live view of ${JSON.stringify(stream)}; one of: ${known.join(', ')}`,
  );

export const notASeat = (stream: string, id: string) =>
  new AppError(
    'forbidden',
    'live/not-a-seat',
    `Only a seat of ${stream} ${id} sends commands: connect with its seat token as auth.token`,
  );

export const noCommands = (stream: string) =>
  new AppError('invalid', 'live/no-commands', `A ${stream} takes no commands over the socket`);

/**
 * An error as the ack carries it: exactly the body and status the HTTP API would answer (ErrorsFilter), and its
 * Retry-After as `retryAfter` seconds (503 event-store/unavailable; 429 rate/limited).
 */
export function errorBodyOf(error: unknown): ErrorBody {
  const { body, retryAfterSeconds } = errorAnswer(error);
  return retryAfterSeconds === undefined ? body : { ...body, retryAfter: retryAfterSeconds };
}
