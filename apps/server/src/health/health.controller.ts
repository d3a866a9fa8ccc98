import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { EventStoreHealthIndicator } from './event-store.health';

class LiveProbe {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

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

  /** Liveness: the process runs and its event loop answers. Restart it when this fails, not when the store does. */
  @Get('live')
  @ApiOkResponse({ description: 'The process is up.', type: LiveProbe })
  live(): LiveProbe {
    return { status: 'ok' };
  }

  /** Readiness: the store answers, so requests can be served. Send no traffic here while this fails. */
  @Get('ready')
  @HealthCheck()
  @ApiOkResponse({ description: 'Ready: the event store answers.' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: the event store does not answer.' })
  ready() {
    return this.health.check([() => this.eventStore.check()]);
  }
}
