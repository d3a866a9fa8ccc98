import { AppError } from '../common/app-error';

export const notProjectedYet = (careerId: string, checkpoint: number) =>
  new AppError(
    'not-found',
    'patrol-view/not-projected-yet',
    `The patrol view of career ${careerId} is not built yet (read model at position ${checkpoint}); try again`,
  );
