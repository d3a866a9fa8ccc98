import { AppError, notFound } from '../common/app-error';

// A game's refusals; each `code` is a stable contract (README "Every error answer").

export const gameNotFound = (gameId: string) => notFound('game', gameId);

export const inviteInvalid = (gameId: string) =>
  new AppError('forbidden', 'game/invite-invalid', `That invite code does not open game ${gameId}`);

export const gameSeedSealed = (gameId: string) =>
  new AppError(
    'conflict',
    'game/seed-sealed',
    `The server seed of game ${gameId} is revealed when the game is over`,
  );

export const seatTokenMissing = () =>
  new AppError(
    'unauthenticated',
    'seat/token-missing',
    'Send the seat token from POST /games or its join as "Authorization: Bearer <seatToken>"',
  );

export const seatTokenInvalid = (gameId: string) =>
  new AppError('forbidden', 'seat/token-invalid', `That seat token is not a seat of game ${gameId}`);
