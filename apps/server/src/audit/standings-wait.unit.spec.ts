import { AppError } from '../common/app-error';
import { standingsReach } from './standings-wait';

// Fake timers (Date included): the wait is measured on the test's own clock, never on the machine's load.
describe('standingsReach (the tournament audit on any process, in bounded time)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers on a process without the lease once the stored checkpoint reaches the position', async () => {
    const stored = jest.fn().mockResolvedValueOnce(3).mockResolvedValueOnce(3).mockResolvedValue(9);
    let answered = false;
    const reached = standingsReach(8, { local: () => 0, stored }, 2000).then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(49);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(60);
    await reached;
    expect(answered).toBe(true);
    expect(stored).toHaveBeenCalledTimes(3);
  });

  it('answers at once on the process whose projector has applied the position, without reading the store', async () => {
    const stored = jest.fn().mockResolvedValue(0);
    await standingsReach(8, { local: () => 8, stored }, 2000);
    expect(stored).not.toHaveBeenCalled();
  });

  it('refuses with 503 read-model/behind and a Retry-After when the standings stay behind', async () => {
    let refusal: unknown;
    const waiting = standingsReach(8, { local: () => 0, stored: async () => 5 }, 200).catch(
      (e) => (refusal = e),
    );
    await jest.advanceTimersByTimeAsync(150);
    expect(refusal).toBeUndefined();
    await jest.advanceTimersByTimeAsync(100);
    await waiting;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ kind: 'unavailable', code: 'read-model/behind', retryAfterSeconds: 2 });
    expect((refusal as AppError).details).toEqual({ position: 8, reached: 5 });
  });
});
