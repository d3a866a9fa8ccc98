import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { HealthController } from '../health/health.controller';
import { rateLimited } from './throttling.errors';

/**
 * The library's guard for HTTP only, answering 429 in the house error body (code `rate/limited`) with the
 * standard `Retry-After` whichever limit was spent. The health check is never limited: a monitor polling it must
 * not be refused, nor spend the budget of the clients behind the same address.
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http' || context.getClass() === HealthController;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw rateLimited(detail.limit, detail.ttl, detail.timeToBlockExpire);
  }
}
