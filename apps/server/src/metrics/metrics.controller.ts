import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Metrics } from './metrics';
import { MetricsSources } from './metrics-sources';

/** Prometheus's scrape target: the text exposition format. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly sources: MetricsSources,
  ) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async scrape(): Promise<string> {
    await this.sources.refresh();
    return this.metrics.registry.metrics();
  }
}
