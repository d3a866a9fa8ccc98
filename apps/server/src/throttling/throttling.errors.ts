import { AppError } from '../common/app-error';

/** The stable code of every 429 (README "Rate limits"). */
export const RATE_LIMITED = 'rate/limited';

/** 429 in the house error body: which limit, and when to try again (also as Retry-After over HTTP). */
export const rateLimited = (limit: number, ttlMs: number, retryAfterSeconds: number) =>
  new AppError(
    'busy',
    RATE_LIMITED,
    `Too many requests: at most ${limit} in ${ttlMs / 1000} s; try again in ${retryAfterSeconds} s`,
    { limit, ttlMs, retryAfterSeconds },
    retryAfterSeconds,
  );
