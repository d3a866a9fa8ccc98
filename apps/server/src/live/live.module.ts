import { Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';
import { LiveHub } from './live-hub';
import { LiveViews } from './live-views';
import { RedisAdapter } from './redis-adapter';

/**
 * Live views over socket.io (README "Live views"). Other modules import it for `LiveViews` and register their
 * stream's view policy in `onModuleInit`, and for `RedisAdapter` (a namespace that emits across processes).
 */
@Module({
  providers: [LiveViews, LiveHub, LiveGateway, RedisAdapter],
  exports: [LiveViews, RedisAdapter],
})
export class LiveModule {}
