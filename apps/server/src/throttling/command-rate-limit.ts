import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Environment } from '../config/environment';
import { COMMANDS, commandTracker } from './throttle-config';
import { rateLimited } from './throttling.errors';

/**
 * The command limit for commands that do not come over HTTP (socket.io): the same budget, in the same storage,
 * as a seat's HTTP commands, so that switching transport buys nothing.
 */
@Injectable()
export class CommandRateLimit {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly env: ConfigService<Environment, true>,
  ) {}

  /** Spends one command of the tracker's budget; throws 429 `rate/limited` when it is spent. */
  async spend(token: string | undefined, ip: string | undefined): Promise<void> {
    const ttl = this.env.get('THROTTLE_COMMAND_TTL_MS', { infer: true });
    const limit = this.env.get('THROTTLE_COMMAND_LIMIT', { infer: true });
    const key = `${COMMANDS}:${commandTracker(token, ip)}`;
    const record = await this.storage.increment(key, ttl, limit, ttl, COMMANDS);
    if (record.isBlocked) throw rateLimited(limit, ttl, record.timeToBlockExpire);
  }
}
