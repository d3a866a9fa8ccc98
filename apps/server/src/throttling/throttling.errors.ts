import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '../common/error-body';

/** The stable code of every 429 (README "Rate limits"). */
export const RATE_LIMITED = 'rate/limited';

/** 429 in the house error body: which limit, and when to try again. */
export const rateLimited = (limit: number, ttlMs: number, retryAfterSeconds: number) =>
  new HttpException(
    {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      code: RATE_LIMITED,
      message: `Too many requests: at most ${limit} in ${ttlMs / 1000} s; try again in ${retryAfterSeconds} s`,
      limit,
      ttlMs,
      retryAfterSeconds,
    } satisfies ErrorBody,
    HttpStatus.TOO_MANY_REQUESTS,
  );
