import { AppError } from '../common/app-error';
import { standingsReach } from './standings-wait';

describe('standingsReach (issue 20 §5: the tournament audit on any process, in bounded time)', () => {
  it('answers on a process without the lease once the stored checkpoint reaches the position', async () => {
    let stored = 3;
    setTimeout(() => (stored = 9), 120);
    const started = Date.now();
    await standingsReach(8, { local: () => 0, stored: async () => stored }, 2000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers at once on the process whose projector has applied the position, without reading the store', async () => {
    const stored = jest.fn().mockResolvedValue(0);
    await standingsReach(8, { local: () => 8, stored }, 2000);
    expect(stored).not.toHaveBeenCalled();
  });

  it('refuses with 503 read-model/behind and a Retry-After when the standings stay behind', async () => {
    const started = Date.now();
    const refusal = await standingsReach(8, { local: () => 0, stored: async () => 5 }, 200).catch((e) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ kind: 'unavailable', code: 'read-model/behind', retryAfterSeconds: 2 });
    expect(refusal.details).toEqual({ position: 8, reached: 5 });
  });
});
