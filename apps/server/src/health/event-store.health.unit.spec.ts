import { HealthIndicatorService } from '@nestjs/terminus';
import { EventStoreUnavailable, type EventStore } from '@periscope/event-store';
import { EventStoreHealthIndicator, HEALTH_DEADLINE_MS } from './event-store.health';

const storeThat = (ping: () => Promise<void>) =>
  ({ kind: 'postgres', ping, headPosition: async () => 42 }) as unknown as EventStore;

describe('the event store health indicator', () => {
  it('is up with the kind and head position when the store answers', async () => {
    const check = new EventStoreHealthIndicator(
      storeThat(async () => undefined),
      new HealthIndicatorService(),
    );
    expect(await check.check()).toEqual({ eventStore: { status: 'up', kind: 'postgres', headPosition: 42 } });
  });

  it("is down with event-store/unavailable, never the database's address, during an outage", async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });
    const down = storeThat(() => Promise.reject(new EventStoreUnavailable(refused)));
    const report = await new EventStoreHealthIndicator(down, new HealthIndicatorService()).check();
    expect(report).toEqual({
      eventStore: {
        status: 'down',
        kind: 'postgres',
        code: 'event-store/unavailable',
        message: 'The event store cannot be reached',
      },
    });
    expect(JSON.stringify(report)).not.toContain('10.0.0.7');
  });
});

describe('the event store health indicator on a stalled link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers down with event-store/unavailable once its deadline passes, whatever the store still waits for', async () => {
    const stalled = storeThat(() => new Promise<void>(() => undefined)); // never answers
    const report = new EventStoreHealthIndicator(stalled, new HealthIndicatorService()).check();
    let answered: unknown;
    void report.then((r) => (answered = r));
    await jest.advanceTimersByTimeAsync(HEALTH_DEADLINE_MS - 1);
    expect(answered).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answered).toEqual({
      eventStore: {
        status: 'down',
        kind: 'postgres',
        code: 'event-store/unavailable',
        message: `The event store did not answer within ${HEALTH_DEADLINE_MS} ms`,
      },
    });
  });
});
