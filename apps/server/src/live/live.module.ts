import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment';
import { Metrics } from '../metrics/metrics';
import { LiveGateway } from './live.gateway';
import { LIVE_TAIL, LiveHub, type LiveTailSettings } from './live-hub';
import { LiveViews } from './live-views';
import { RedisAdapter } from './redis-adapter';

/**
 * Live views over socket.io (README "Live views"). Other modules import it for `LiveViews` and register their
 * stream's view policy in `onModuleInit`, and for `RedisAdapter` (a namespace that emits across processes).
 */
@Module({
  providers: [
    {
      provide: LIVE_TAIL,
      inject: [ConfigService, { token: Metrics, optional: true }],
      useFactory: (env: ConfigService<Environment, true>, metrics?: Metrics): LiveTailSettings => ({
        kind: env.get('LIVE_TAIL', { infer: true }),
        read: (count) => metrics?.liveTailEvents.inc(count),
      }),
    },
    LiveViews,
    LiveHub,
    LiveGateway,
    RedisAdapter,
  ],
  exports: [LiveViews, RedisAdapter],
})
export class LiveModule {}
