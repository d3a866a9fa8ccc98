import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { Metrics } from './metrics';

/**
 * Counts HTTP commands (a POST or DELETE) by what they act on and their outcome; the live socket's `command`
 * counts itself the same way (live.gateway.ts).
 */
@Injectable()
export class CommandMetrics implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const labels = commandLabels(context);
    if (!labels) return next.handle();
    return next.handle().pipe(
      tap({
        next: () => this.count(labels, 'done'),
        error: () => this.count(labels, 'refused'),
      }),
    );
  }

  private count(labels: { target: string; transport: string }, outcome: string): void {
    this.metrics.commands.inc({ ...labels, outcome });
  }
}

function commandLabels(context: ExecutionContext): { target: string; transport: string } | undefined {
  if (context.getType() !== 'http') return undefined;
  const req = context.switchToHttp().getRequest<Request>();
  if (req.method !== 'POST' && req.method !== 'DELETE') return undefined;
  // /api/<target>/…: careers, games, tournaments.
  return { target: req.path.split('/')[2] ?? 'unknown', transport: 'http' };
}
