import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';

export const notProjectedYet = (careerId: string, checkpoint: number) =>
  new HttpException(
    {
      statusCode: HttpStatus.NOT_FOUND,
      code: 'patrol-view/not-projected-yet',
      message: `The patrol view of career ${careerId} is not built yet (read model at position ${checkpoint}); try again`,
    } satisfies ErrorBody,
    HttpStatus.NOT_FOUND,
  );
