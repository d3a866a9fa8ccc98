import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { rawJsonDeeperThan, rawJsonValuesOver } from './json-depth';
import { MAX_BODY_VALUES, type ServerLimits } from './limits';
import { notJson, tooDeep, tooWide } from './refusals';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
/** Whether a request comes with a body (a length over 0, or chunks). */
export const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The API reads JSON only: a body of any other type is refused with 415 before a parser sees it;
 * a JSON body is bounded in size (413) and, before it is parsed, in depth (400 validation/too-deep) and in the number of its
 * keys and items (400 validation/too-wide).
 * Registered before Nest's own parsers, which then skip JSON and never see a form.
 */
export function readJsonOnly(app: INestApplication, prefix: string, limits: ServerLimits): void {
  const api = `/${prefix}`;
  app.use(api, (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || JSON_TYPE.test(req.headers['content-type'] ?? '')) return next();
    const refused = notJson(req.headers['content-type']);
    res.status(refused.status).json(refused.toBody());
  });
  (app as NestExpressApplication).useBodyParser('json', {
    limit: limits.bodyLimitBytes,
    verify: (_req: unknown, _res: unknown, raw: Buffer) => {
      if (rawJsonDeeperThan(raw, limits.jsonMaxDepth)) throw tooDeep(limits.jsonMaxDepth);
      if (rawJsonValuesOver(raw, MAX_BODY_VALUES)) throw tooWide(MAX_BODY_VALUES);
    },
  });
}
