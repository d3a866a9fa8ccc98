import { Global, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CommandMetrics } from './command-metrics.interceptor';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { MetricsSources } from './metrics-sources';
import { RequestMetrics } from './request-metrics.middleware';

/** Prometheus metrics at GET /api/metrics (README "Operations"). Global: the event store counts its appends. */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [MetricsController],
  providers: [Metrics, MetricsSources, { provide: APP_INTERCEPTOR, useClass: CommandMetrics }],
  exports: [Metrics],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestMetrics).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
