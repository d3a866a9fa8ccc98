import { AppError, notFound } from '../common/app-error';

// A career's refusals; each `code` is a stable contract (README "Every error answer").

export const careerNotFound = (careerId: string) => notFound('career', careerId);

export const seedSealed = (careerId: string) =>
  new AppError(
    'conflict',
    'career/seed-sealed',
    `The server seed of career ${careerId} is revealed when the career is over`,
  );

export const seatTokenMissing = () =>
  new AppError(
    'unauthenticated',
    'seat/token-missing',
    'Send the seat token from POST /careers as "Authorization: Bearer <seatToken>"',
  );

export const seatTokenInvalid = (careerId: string) =>
  new AppError('forbidden', 'seat/token-invalid', `That seat token is not the seat of career ${careerId}`);
