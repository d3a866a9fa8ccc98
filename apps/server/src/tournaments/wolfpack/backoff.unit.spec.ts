import { EventStoreUnavailable } from '@periscope/event-store';
import { Backoff, COORDINATOR_RETRY } from './backoff';

const outage = () =>
  new EventStoreUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

const logger = () => {
  const lines: string[] = [];
  const push = (level: string) => (m: string) => void lines.push(`${level} ${m}`);
  return { lines, log: push('log'), warn: push('warn'), error: push('error') };
};

/** Twenty packs whose passes fail while the store is down, each retried when its own wait ends (fake timers). */
function packsDuringOutage(jitter: () => number, downMs: number) {
  const heard = logger();
  const backoff = new Backoff(heard, { ...COORDINATOR_RETRY, jitter }, () => Date.now());
  const attempts = new Map<string, number[]>();
  const down = { until: Date.now() + downMs };
  const pass = (pack: string) => {
    attempts.set(pack, [...(attempts.get(pack) ?? []), Date.now()]);
    if (Date.now() < down.until) {
      const ms = backoff.failed(pack, `pack ${pack}`, outage());
      setTimeout(() => pass(pack), ms);
    } else backoff.succeeded(pack);
  };
  for (let n = 0; n < 20; n++) pass(`p${n}`);
  return { heard, attempts, backoff };
}

describe('the coordinators’ backoff', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('waits per pack on a doubling schedule capped at 15 s, less the jitter the caller gives', async () => {
    const { attempts } = packsDuringOutage(() => 0, 60_000);
    await jest.advanceTimersByTimeAsync(61_000);
    // With no jitter drawn: 1, 2, 4, 8, 15, 15 … s after each failure; 7 failed passes in a minute, not 60.
    expect(attempts.get('p0')).toEqual([0, 1000, 3000, 7000, 15_000, 30_000, 45_000, 60_000]);
    let draws = 0;
    const spread = packsDuringOutage(() => (draws++ % 20) / 20, 60_000);
    await jest.advanceTimersByTimeAsync(61_000);
    // Each pack drew its own part: their first retries, 1000 × (1 − part / 2) ms after the failure, all differ.
    const firstRetries = [...spread.attempts.values()].map((times) => times[1] - times[0]);
    expect(firstRetries).toEqual(Array.from({ length: 20 }, (_, n) => Math.round(1000 * (1 - n / 40))));
  });

  it('logs an outage once when the first pack meets it and once when a pass succeeds again', async () => {
    const { heard, attempts } = packsDuringOutage(() => 0, 20_000);
    await jest.advanceTimersByTimeAsync(30_000);
    const failed = [...attempts.values()].reduce((n, times) => n + times.length - 1, 0);
    expect(failed).toBe(20 * 5); // 0, 1, 3, 7, 15 s failed; 30 s succeeded
    expect(heard.lines).toEqual([
      'warn the event store cannot be reached (pack p0): the coordinators try again with backoff, and say nothing more until it answers',
      `log the event store answers again after 30.0 s (${failed} failed attempts)`,
    ]);
  });

  it('logs any other failure once per pack, at the first of its run, and starts its schedule over on success', () => {
    const heard = logger();
    const backoff = new Backoff(heard, COORDINATOR_RETRY, () => Date.now());
    expect(backoff.failed('p1', 'pack 1', new Error('a bug'))).toBe(1000);
    expect(backoff.failed('p1', 'pack 1', new Error('a bug'))).toBe(2000);
    expect(backoff.waiting('p1')).toBe(true);
    expect(backoff.waiting('p2')).toBe(false);
    backoff.succeeded('p1');
    expect(backoff.waiting('p1')).toBe(false);
    expect(backoff.failed('p1', 'pack 1', new Error('a bug'))).toBe(1000);
    expect(heard.lines).toEqual([
      'error pack 1: Error: a bug; trying again in 1000 ms',
      'error pack 1: Error: a bug; trying again in 1000 ms',
    ]);
  });
});
