import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';

/** A 4xx with the house error body; `code` is a stable contract (README "Every error answer"). */
const fail = (statusCode: number, code: string, message: string) =>
  new HttpException({ statusCode, code, message } satisfies ErrorBody, statusCode);

export const gameNotFound = (gameId: string) =>
  fail(HttpStatus.NOT_FOUND, 'game/not-found', `No game ${gameId}`);

export const inviteInvalid = (gameId: string) =>
  fail(HttpStatus.FORBIDDEN, 'game/invite-invalid', `That invite code does not open game ${gameId}`);

export const gameConflict = (gameId: string, attempts: number) =>
  fail(
    HttpStatus.CONFLICT,
    'game/conflict',
    `Game ${gameId} changed under this command ${attempts} times in a row; send it again`,
  );

export const gameSeedSealed = (gameId: string) =>
  fail(
    HttpStatus.CONFLICT,
    'game/seed-sealed',
    `The server seed of game ${gameId} is revealed when the game is over`,
  );

export const commandIdReused = (commandId: string) =>
  fail(
    HttpStatus.CONFLICT,
    'command/id-reused',
    `commandId ${JSON.stringify(commandId)} was already used for a different command in this game`,
  );

export const seatTokenMissing = () =>
  fail(
    HttpStatus.UNAUTHORIZED,
    'seat/token-missing',
    'Send the seat token from POST /games or its join as "Authorization: Bearer <seatToken>"',
  );

export const seatTokenInvalid = (gameId: string) =>
  fail(HttpStatus.FORBIDDEN, 'seat/token-invalid', `That seat token is not a seat of game ${gameId}`);
