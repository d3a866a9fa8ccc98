import type { CookieOptions, Request, Response } from 'express';
import { hashToken, newToken } from '../common/bearer-token';
import { crossSiteRefused } from './accounts.errors';

/** The session cookie's name (docs/accounts.md "Sessions"). */
export const SESSION_COOKIE = 'periscope_session';

/** How long a session lasts after it opens. */
export const SESSION_DAYS = 30;

/** A session as the cookie carries it: `<accountId>.<secret>`; the account keeps only sha256 of the secret. */
export interface SessionCookie {
  readonly accountId: string;
  readonly secret: string;
}

/** A new session's cookie and what the account records of it. */
export function newSession(accountId: string, now: Date) {
  const secret = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString();
  return { cookie: { accountId, secret }, session: { sessionHash: hashToken(secret), expiresAt } };
}

/** The session cookie of a request, if it sent one that reads as one. */
export function sessionCookieOf(request: Request): SessionCookie | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== SESSION_COOKIE || !value) continue;
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value);
    return match ? { accountId: match[1], secret: match[2] } : undefined;
  }
  return undefined;
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure whenever served over TLS. */
const options = (request: Request, expires?: Date): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: request.secure,
  path: '/',
  ...(expires ? { expires } : {}),
});

export function setSessionCookie(
  request: Request,
  response: Response,
  cookie: SessionCookie,
  expiresAt: string,
) {
  response.cookie(
    SESSION_COOKIE,
    `${cookie.accountId}.${cookie.secret}`,
    options(request, new Date(expiresAt)),
  );
}

export function clearSessionCookie(request: Request, response: Response) {
  response.clearCookie(SESSION_COOKIE, options(request));
}

/**
 * A request that rides on the session must come from this site (a second wall behind SameSite): a browser says
 * where a request comes from in Sec-Fetch-Site and Origin; either naming another site refuses it.
 */
export function refuseCrossSite(request: Request): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossSiteRefused();
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== originOf(request)) throw crossSiteRefused();
}

/** This server's origin as the browser sees it (behind a proxy: TRUST_PROXY decides what the request says). */
export const originOf = (request: Request): string => `${request.protocol}://${request.get('host') ?? ''}`;
