import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';

/** A 4xx with the house error body; `code` is a stable contract (README "Every error answer"). */
const fail = (statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpException({ statusCode, code, message, ...extra } satisfies ErrorBody, statusCode);

export const careerNotFound = (careerId: string) =>
  fail(HttpStatus.NOT_FOUND, 'career/not-found', `No career ${careerId}`);

export const seedSealed = (careerId: string) =>
  fail(
    HttpStatus.CONFLICT,
    'career/seed-sealed',
    `The server seed of career ${careerId} is revealed when the career is over`,
  );

export const careerConflict = (careerId: string, attempts: number) =>
  fail(
    HttpStatus.CONFLICT,
    'career/conflict',
    `Career ${careerId} changed under this command ${attempts} times in a row; send it again`,
  );

export const commandIdReused = (commandId: string) =>
  fail(
    HttpStatus.CONFLICT,
    'command/id-reused',
    `commandId ${JSON.stringify(commandId)} was already used for a different command in this career`,
  );

export const seatTokenMissing = () =>
  fail(
    HttpStatus.UNAUTHORIZED,
    'seat/token-missing',
    'Send the seat token from POST /careers as "Authorization: Bearer <seatToken>"',
  );

export const seatTokenInvalid = (careerId: string) =>
  fail(HttpStatus.FORBIDDEN, 'seat/token-invalid', `That seat token is not the seat of career ${careerId}`);
