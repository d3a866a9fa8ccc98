import type { INestApplication } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import { errorAnswer } from '../common/errors.filter';
import type { Environment } from '../config/environment';
import { JoinLimit } from '../http-limits/join-limit';
import { ALL_REQUESTS } from './throttle-config';
import { hasBody } from '../http-limits/json-body';
import { REFUSAL_DELAY_MS } from '../http-limits/refusals';
import { rateLimited } from './throttling.errors';

/**
 * The answers that say a client sent what no client of ours sends: a malformed or unknown body (400), a token that
 * is no seat's (401, 403), a body too large (413) or not JSON (415), a command to nothing (404 on a write). A read
 * not found, conflicts and rule refusals are ordinary play.
 */
const REFUSALS = new Set([400, 401, 403, 413, 415]);
const refused = (req: Request, res: Response) =>
  REFUSALS.has(res.statusCode) || (res.statusCode === 404 && req.method !== 'GET' && req.method !== 'HEAD');

/**
 * The per-IP request limit, counted at the API's door (README "Rate limits"): before a body is read, parsed or
 * validated, so that the requests refused on the way (too deep, too wide, not JSON, a forged token) spend the
 * budget as well as those that reach a controller. An IP whose requests were refused THROTTLE_REFUSAL_LIMIT times
 * in THROTTLE_TTL_MS is refused whole (429) for the rest of that window: inventing tokens or bodies buys nothing.
 * The health check is never limited. The refusals are counted in this process.
 */
export function guardTheDoor(app: INestApplication, prefix: string): void {
  const env = app.get(ConfigService) as ConfigService<Environment, true>;
  const storage = app.get<ThrottlerStorage>(ThrottlerStorage);
  const ttl = env.get('THROTTLE_TTL_MS', { infer: true });
  const limit = env.get('THROTTLE_LIMIT', { infer: true });
  const refusals = new JoinLimit(env.get('THROTTLE_REFUSAL_LIMIT', { infer: true }), ttl);
  const health = `/${prefix}/health`;
  app.use(`/${prefix}`, (req: Request, res: Response, next: NextFunction) => {
    if (req.originalUrl.split('?')[0] === health) return next();
    const ip = req.ip ?? '';
    const waitRefused = refusals.waitFor(ip);
    if (waitRefused > 0) return refuse(req, res, rateLimited(refusals.limit, ttl, waitRefused));
    storage.increment(`${ALL_REQUESTS}:${ip}`, ttl, limit, ttl, ALL_REQUESTS).then((record) => {
      if (record.isBlocked) return refuse(req, res, rateLimited(limit, ttl, record.timeToBlockExpire));
      res.once('finish', () => refused(req, res) && refusals.spend(ip));
      next();
    }, next);
  });
}

/**
 * 429 with Retry-After, answered after REFUSAL_DELAY_MS: a client that asks again at once, in a loop, is slowed to
 * one request a second a connection instead of costing the server hundreds a second. A request with a body has its
 * connection closed, so that the body it may still be sending is not read (one without keeps its connection).
 */
function refuse(req: Request, res: Response, error: ReturnType<typeof rateLimited>): void {
  const { body, retryAfterSeconds } = errorAnswer(error);
  setTimeout(() => {
    if (res.headersSent || res.destroyed) return;
    res.setHeader('Retry-After', String(retryAfterSeconds));
    if (hasBody(req)) res.setHeader('Connection', 'close');
    res.status(body.statusCode).json(body);
  }, REFUSAL_DELAY_MS).unref();
}
