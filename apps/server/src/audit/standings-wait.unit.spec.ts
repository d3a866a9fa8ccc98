import { AppError } from '../common/app-error';
import { ManualClock } from '../common/clock.test-support';
import { standingsReach } from './standings-wait';

/** Lets the wait's awaited reads settle, then moves the server's clock (in steps, as its timers would fire). */
async function pass(clock: ManualClock, ms: number): Promise<void> {
  for (let moved = 0; moved < ms; moved += 10) {
    await new Promise((resolve) => setImmediate(resolve));
    clock.advance(Math.min(10, ms - moved));
  }
  await new Promise((resolve) => setImmediate(resolve));
}

// The server's one clock, moved by hand: the wait is measured on it, never on the machine's load.
describe('standingsReach (the tournament audit on any process, in bounded time)', () => {
  it('answers on a process without the lease once the stored checkpoint reaches the position', async () => {
    const clock = new ManualClock();
    const stored = jest.fn().mockResolvedValueOnce(3).mockResolvedValueOnce(3).mockResolvedValue(9);
    let answered = false;
    const reached = standingsReach(8, { local: () => 0, stored }, clock, 2000).then(() => (answered = true));
    await pass(clock, 49);
    expect(answered).toBe(false);
    await pass(clock, 60);
    await reached;
    expect(answered).toBe(true);
    expect(stored).toHaveBeenCalledTimes(3);
  });

  it('answers at once on the process whose projector has applied the position, without reading the store', async () => {
    const stored = jest.fn().mockResolvedValue(0);
    await standingsReach(8, { local: () => 8, stored }, new ManualClock(), 2000);
    expect(stored).not.toHaveBeenCalled();
  });

  it('refuses with 503 read-model/behind and a Retry-After when the standings stay behind', async () => {
    const clock = new ManualClock();
    let refusal: unknown;
    const waiting = standingsReach(8, { local: () => 0, stored: async () => 5 }, clock, 200).catch(
      (e) => (refusal = e),
    );
    await pass(clock, 150);
    expect(refusal).toBeUndefined();
    await pass(clock, 100);
    await waiting;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ kind: 'unavailable', code: 'read-model/behind', retryAfterSeconds: 2 });
    expect((refusal as AppError).details).toEqual({ position: 8, reached: 5 });
  });
});
