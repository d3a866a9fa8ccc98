import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { EventStoreHealthIndicator } from './event-store.health';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly eventStore: EventStoreHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOkResponse({ description: 'The server and its event store are up.' })
  @ApiServiceUnavailableResponse({ description: 'The event store does not answer.' })
  check() {
    return this.health.check([() => this.eventStore.check()]);
  }
}
