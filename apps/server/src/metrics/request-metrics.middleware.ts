import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Metrics } from './metrics';

/**
 * Counts every request of the API and times it, labelled by its route's pattern (`/api/careers/:id`), never the
 * raw path, so that ids do not make a series each.
 */
@Injectable()
export class RequestMetrics implements NestMiddleware {
  constructor(private readonly metrics: Metrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const end = this.metrics.requestSeconds.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: string } | undefined)?.path;
      const route = pattern === undefined ? 'unmatched' : `${req.baseUrl}${pattern}`;
      this.metrics.requests.inc({ method: req.method, route, status: String(res.statusCode) });
      end({ method: req.method, route });
    });
    next();
  }
}
