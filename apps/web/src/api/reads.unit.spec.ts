import { allEvents, coalesced } from './reads';

const answer = (body: unknown) => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  headers: { get: () => null },
  text: async () => JSON.stringify(body),
});

describe('allEvents', () => {
  it('reads page after page until a short page, with the seat token', async () => {
    const urls: string[] = [];
    const tokens: unknown[] = [];
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(url);
      tokens.push((init.headers as Record<string, string>).authorization);
      const from = Number(/from=(\d+)/.exec(url)?.[1]);
      const size = from === 0 ? 1000 : 3;
      return answer({ events: Array.from({ length: size }, (_, i) => ({ position: from + i + 1 })) });
    }) as unknown as typeof fetch;
    const events = await allEvents<{ position: number }>('/careers/c1/events', 'seat-token');
    expect(events).toHaveLength(1003);
    expect(events.at(-1)).toEqual({ position: 1003 });
    expect(urls).toEqual([
      '/api/careers/c1/events?from=0&limit=1000',
      '/api/careers/c1/events?from=1000&limit=1000',
    ]);
    expect(tokens.every((t) => String(t).includes('seat-token'))).toBe(true);
  });
});

describe('coalesced', () => {
  it('runs once more after calls made while a read is in flight, never twice at once', async () => {
    let running = 0;
    let runs = 0;
    const releases: (() => void)[] = [];
    const read = coalesced(async () => {
      running += 1;
      expect(running).toBe(1);
      runs += 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
    });
    const first = read();
    const second = read();
    const third = read();
    expect(second).toBe(first);
    expect(third).toBe(first);
    releases.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    releases.shift()?.();
    await first;
    expect(runs).toBe(2);
    const later = read();
    expect(later).not.toBe(first);
    releases.shift()?.();
    await later;
    expect(runs).toBe(3);
  });

  it('lets the next call read again after a failed read', async () => {
    let fail = true;
    const read = coalesced(async () => {
      if (fail) throw new Error('unreachable');
    });
    await expect(read()).rejects.toThrow('unreachable');
    fail = false;
    await expect(read()).resolves.toBeUndefined();
  });
});
