import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { EventStoreUnavailable, type EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';

/** Up when the store answers a ping; reports its kind and head position. */
@Injectable()
export class EventStoreHealthIndicator {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly health: HealthIndicatorService,
  ) {}

  async check(key = 'eventStore') {
    const indicator = this.health.check(key);
    try {
      await this.store.ping();
      return indicator.up({ kind: this.store.kind, headPosition: await this.store.headPosition() });
    } catch (error) {
      // Issue 20 §6: an outage says so by its code, without the database's address.
      if (error instanceof EventStoreUnavailable)
        return indicator.down({
          kind: this.store.kind,
          code: error.code,
          message: 'The event store cannot be reached',
        });
      return indicator.down({ kind: this.store.kind, message: (error as Error).message });
    }
  }
}
