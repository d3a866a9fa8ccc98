import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { EventStoreUnavailable, type EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../event-store/event-store.module';

/** How long /health waits for the store (docs/failover.md, "Bounded waits"): it answers down after that. */
export const HEALTH_DEADLINE_MS = 2000;

/** The store's answer, or `undefined` once `ms` have passed (a stalled link never answers by itself). */
async function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Up when the store answers a ping within its deadline; reports its kind and head position. */
@Injectable()
export class EventStoreHealthIndicator {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly health: HealthIndicatorService,
  ) {}

  async check(key = 'eventStore', deadlineMs = HEALTH_DEADLINE_MS) {
    const indicator = this.health.check(key);
    const unavailable = (message: string) =>
      indicator.down({ kind: this.store.kind, code: 'event-store/unavailable', message });
    try {
      const answer = this.store.ping().then(() => this.store.headPosition());
      answer.catch(() => undefined); // past the deadline, its failure is no one's
      const headPosition = await within(deadlineMs, answer);
      if (headPosition === undefined)
        return unavailable(`The event store did not answer within ${deadlineMs} ms`);
      return indicator.up({ kind: this.store.kind, headPosition });
    } catch (error) {
      // An outage says so by its code, without the database's address.
      if (error instanceof EventStoreUnavailable) return unavailable('The event store cannot be reached');
      return indicator.down({ kind: this.store.kind, message: (error as Error).message });
    }
  }
}
