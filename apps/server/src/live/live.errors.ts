import { HttpException, HttpStatus, type ArgumentsHost } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';
import { ErrorsFilter } from '../common/errors.filter';

const fail = (statusCode: number, code: string, message: string) =>
  new HttpException({ statusCode, code, message } satisfies ErrorBody, statusCode);

export const unknownStreamKind = (stream: string, known: readonly string[]) =>
  fail(
    HttpStatus.BAD_REQUEST,
    'live/unknown-stream',
    `No live view of ${JSON.stringify(stream)}; one of: ${known.join(', ')}`,
  );

export const notASeat = (stream: string, id: string) =>
  fail(
    HttpStatus.FORBIDDEN,
    'live/not-a-seat',
    `Only a seat of ${stream} ${id} sends commands: connect with its seat token as auth.token`,
  );

export const notJoined = (stream: string, id: string) =>
  fail(HttpStatus.CONFLICT, 'live/not-joined', `Join ${stream} ${id} before sending its commands`);

export const noCommands = (stream: string) =>
  fail(HttpStatus.BAD_REQUEST, 'live/no-commands', `A ${stream} takes no commands over the socket`);

/**
 * An error as the ack carries it: exactly the body and status the HTTP API would answer (ErrorsFilter), and its
 * Retry-After as `retryAfter` seconds (503 event-store/unavailable, issue 20 §6).
 */
export function errorBodyOf(error: unknown): ErrorBody {
  let body: ErrorBody | undefined;
  let retryAfter: number | undefined;
  const response = {
    status: () => response,
    json: (sent: ErrorBody) => (body = sent),
    setHeader: (name: string, value: string) => name === 'Retry-After' && (retryAfter = Number(value)),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ErrorsFilter().catch(error, host);
  return retryAfter === undefined ? (body as ErrorBody) : { ...(body as ErrorBody), retryAfter };
}
