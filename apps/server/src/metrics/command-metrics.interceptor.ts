import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { Metrics } from './metrics';

/** Counts commands: an HTTP POST or DELETE, or a socket `command` message, by what it acts on and its outcome. */
@Injectable()
export class CommandMetrics implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const labels = commandLabels(context);
    if (!labels) return next.handle();
    // A socket command answers through its ack, done or refused, and returns nothing: it counts as answered.
    const success = labels.transport === 'http' ? 'done' : 'answered';
    return next.handle().pipe(
      tap({
        next: () => this.count(labels, success),
        error: () => this.count(labels, 'refused'),
      }),
    );
  }

  private count(labels: { target: string; transport: string }, outcome: string): void {
    this.metrics.commands.inc({ ...labels, outcome });
  }
}

function commandLabels(context: ExecutionContext): { target: string; transport: string } | undefined {
  if (context.getType() === 'http') {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.method !== 'POST' && req.method !== 'DELETE') return undefined;
    // /api/<target>/…: careers, games, tournaments.
    return { target: req.path.split('/')[2] ?? 'unknown', transport: 'http' };
  }
  if (context.getType() === 'ws' && context.getHandler().name === 'command')
    return { target: 'live', transport: 'socket' };
  return undefined;
}
