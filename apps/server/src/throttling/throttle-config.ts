import { createHash } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import { normalizeIp, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { Environment } from '../config/environment';
import type { AccountStore } from '../accounts/account-store';
import { sessionCookieOf } from '../accounts/session-cookie';
import { bearerToken } from '../common/bearer-token';

/** Every request, per client IP: counted at the API's door (request-door.ts), before any body is read. */
export const ALL_REQUESTS = 'default';
/** Commands (every write), per seat token, else per signed-in account, else per IP. */
export const COMMANDS = 'commands';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A command endpoint is any write: starting a career, a career's or a game's commands. */
export const isCommand = (context: ExecutionContext): boolean =>
  WRITES.has(context.switchToHttp().getRequest<Request>().method);

/**
 * Whose command budget a request spends: its seat token's (hashed, never kept), else its signed-in account's
 * (one budget however many addresses it comes from), else its IP's.
 */
export function commandTracker(
  token: string | undefined,
  ip: string | undefined,
  accountId?: string,
): string {
  if (token) return `seat:${createHash('sha256').update(token).digest('hex')}`;
  if (accountId) return `account:${accountId}`;
  return `ip:${normalizeIp(ip ?? 'unknown')}`;
}

/**
 * The HTTP tracker: a session is counted as its account only once it is proved open (an account's id is no
 * secret: a forged cookie must not spend another player's budget), so a write with a cookie and no token reads it.
 */
const httpCommandTracker =
  (accounts: Pick<AccountStore, 'signedIn'>) =>
  async (req: Record<string, unknown>): Promise<string> => {
    const request = req as unknown as Request;
    const token = bearerToken(request.headers.authorization);
    const cookie = token ? undefined : sessionCookieOf(request);
    const signedIn = cookie && (await accounts.signedIn(cookie));
    return commandTracker(token, request.ip, signedIn ? signedIn.accountId : undefined);
  };

/** One budget per limit and tracker, shared by every route (the library's default is one per route). */
export const throttleKey = (_context: ExecutionContext, tracker: string, name: string): string =>
  `${name}:${tracker}`;

export type ThrottleEnvironment = Pick<Environment, 'THROTTLE_COMMAND_TTL_MS' | 'THROTTLE_COMMAND_LIMIT'>;

/** The guard's limit from the environment (README "Rate limits"); the per-IP limit is the door's. */
export const throttlerOptions = (
  env: ThrottleEnvironment,
  accounts: Pick<AccountStore, 'signedIn'>,
): ThrottlerModuleOptions => ({
  generateKey: throttleKey,
  throttlers: [
    {
      name: COMMANDS,
      ttl: env.THROTTLE_COMMAND_TTL_MS,
      limit: env.THROTTLE_COMMAND_LIMIT,
      skipIf: (context) => !isCommand(context),
      getTracker: httpCommandTracker(accounts),
    },
  ],
});
