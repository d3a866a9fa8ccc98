import { AppError, notFound } from '../common/app-error';

// A tournament's refusals; each `code` is a stable contract (README "Every error answer").

export const tournamentNotFound = (id: string) => notFound('tournament', id);

export const notProjectedYet = (id: string) =>
  new AppError(
    'not-found',
    'tournament/not-projected-yet',
    `The standings of tournament ${id} are not projected yet; try again in a moment`,
  );

export const tournamentNotStarted = (id: string) =>
  new AppError(
    'conflict',
    'tournament/not-started',
    `Tournament ${id} has not started: its careers wait until the organiser sends StartTournament`,
  );

export const organiserTokenMissing = () =>
  new AppError(
    'unauthenticated',
    'organiser/token-missing',
    'Send the organiser token from POST /tournaments as "Authorization: Bearer <organiserToken>"',
  );

export const organiserTokenInvalid = (id: string) =>
  new AppError(
    'forbidden',
    'organiser/token-invalid',
    `That token is not the organiser's of tournament ${id}`,
  );

export const notYourEntry = (id: string, careerId: string) =>
  new AppError(
    'forbidden',
    'organiser/token-invalid',
    `Only the organiser of tournament ${id} or the seat of career ${careerId} withdraws it`,
  );
