import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';

const fail = (statusCode: number, code: string, message: string) =>
  new HttpException({ statusCode, code, message } satisfies ErrorBody, statusCode);

export const tournamentNotFound = (id: string) =>
  fail(HttpStatus.NOT_FOUND, 'tournament/not-found', `No tournament ${id}`);

export const notProjectedYet = (id: string) =>
  fail(
    HttpStatus.NOT_FOUND,
    'tournament/not-projected-yet',
    `The standings of tournament ${id} are not projected yet; try again in a moment`,
  );

export const tournamentPaused = (id: string, reason: string) =>
  fail(
    HttpStatus.CONFLICT,
    'tournament/paused',
    `Tournament ${id} is paused (${reason}): its careers wait until the organiser resumes it`,
  );

export const tournamentNotStarted = (id: string) =>
  fail(
    HttpStatus.CONFLICT,
    'tournament/not-started',
    `Tournament ${id} has not started: its careers wait until the organiser sends StartTournament`,
  );

export const tournamentConflict = (id: string, attempts: number) =>
  fail(
    HttpStatus.CONFLICT,
    'tournament/conflict',
    `Tournament ${id} changed under this command ${attempts} times in a row; send it again`,
  );

export const commandIdReused = (commandId: string) =>
  fail(
    HttpStatus.CONFLICT,
    'command/id-reused',
    `commandId ${JSON.stringify(commandId)} was already used for a different command in this tournament`,
  );

export const organiserTokenMissing = () =>
  fail(
    HttpStatus.UNAUTHORIZED,
    'organiser/token-missing',
    'Send the organiser token from POST /tournaments as "Authorization: Bearer <organiserToken>"',
  );

export const organiserTokenInvalid = (id: string) =>
  fail(
    HttpStatus.FORBIDDEN,
    'organiser/token-invalid',
    `That token is not the organiser's of tournament ${id}`,
  );

export const notYourEntry = (id: string, careerId: string) =>
  fail(
    HttpStatus.FORBIDDEN,
    'organiser/token-invalid',
    `Only the organiser of tournament ${id} or the seat of career ${careerId} withdraws it`,
  );
