import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountStore } from '../accounts/account-store';
import type { Environment } from '../config/environment';
import { ApiThrottlerGuard } from './api-throttler.guard';
import { CommandRateLimit } from './command-rate-limit';
import { throttlerOptions } from './throttle-config';
import { throttlerStorage } from './throttler-storage';

/**
 * Rate limits on every HTTP route, stricter on commands (README "Rate limits"). The counters are in Redis when
 * REDIS_URL is set, shared by every process; in memory, per process, otherwise. Socket commands spend the same
 * storage through CommandRateLimit.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ConfigService, AccountStore],
      useFactory: (env: ConfigService<Environment, true>, accounts: AccountStore) => ({
        ...throttlerOptions(
          {
            THROTTLE_COMMAND_TTL_MS: env.get('THROTTLE_COMMAND_TTL_MS', { infer: true }),
            THROTTLE_COMMAND_LIMIT: env.get('THROTTLE_COMMAND_LIMIT', { infer: true }),
          },
          accounts,
        ),
        storage: throttlerStorage(env.get('REDIS_URL', { infer: true })),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ApiThrottlerGuard }, CommandRateLimit],
  exports: [CommandRateLimit],
})
export class ThrottlingModule {}
