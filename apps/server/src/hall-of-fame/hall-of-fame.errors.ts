import { AppError } from '../common/app-error';

/** A career or game the hall of fame has not judged yet: 404 `hall-of-fame/no-verdict`. */
export const noVerdict = (id: string) =>
  new AppError('not-found', 'hall-of-fame/no-verdict', `${id} has not been judged yet`);
