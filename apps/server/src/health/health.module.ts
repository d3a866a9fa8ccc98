import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { EventStoreHealthIndicator } from './event-store.health';
import { HealthController } from './health.controller';

@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'pretty' })],
  controllers: [HealthController],
  providers: [EventStoreHealthIndicator],
})
export class HealthModule {}
