import { LiveFeed, rejoinDelayMs, type LiveUpdate } from './live';

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
const joins: { after: number }[] = [];
const socket = { connected: true, connect: jest.fn() };
let answer: (join: { after: number }) => unknown;

jest.mock('socket.io-client', () => ({
  io: () => ({
    get connected() {
      return socket.connected;
    },
    connect: () => socket.connect(),
    on: (event: string, fn: Handler) => handlers.set(event, fn),
    timeout: () => ({
      emitWithAck: (_event: string, join: { after: number }) => {
        joins.push(join);
        return Promise.resolve(answer(join));
      },
    }),
    close: () => undefined,
  }),
}));

const update = (position: number): LiveUpdate => ({
  position,
  revision: position,
  type: 'PatrolAssigned',
  data: {},
  recordedAt: '2026-11-27T12:00:00Z',
});
const unavailable = {
  ok: false,
  error: { statusCode: 503, code: 'event-store/unavailable', message: 'down', retryAfter: 2 },
};

// The live views reconnect by themselves when the server or its store returns, showing it meanwhile.
describe('LiveFeed when the server or its store cannot be reached', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    handlers.clear();
    joins.length = 0;
    socket.connected = true;
    socket.connect.mockClear();
    performance.mark = jest.fn() as unknown as typeof performance.mark;
  });
  afterEach(() => jest.useRealTimers());

  it('shows reconnecting while the store is down, joins again after Retry-After, and resumes where it stopped', async () => {
    const received: number[] = [];
    answer = () => ({ ok: true, role: 'spectator', position: 3, updates: [update(2), update(3)] });
    const feed = new LiveFeed('career', 'c1', 1, (u) => received.push(...u.map((x) => x.position)));
    handlers.get('connect')?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(feed.status.value).toBe('live');

    handlers.get('disconnect')?.('transport close'); // the server went away
    expect(feed.status.value).toBe('reconnecting');
    answer = () => unavailable; // it is back, its store is not
    handlers.get('connect')?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(feed.status.value).toBe('reconnecting'); // not a dead end
    await jest.advanceTimersByTimeAsync(1999);
    expect(joins).toHaveLength(2);

    answer = (join) => ({
      ok: true,
      role: 'spectator',
      position: 6,
      updates: [update(3), update(4), update(5), update(6)].filter((u) => u.position > join.after),
    });
    await jest.advanceTimersByTimeAsync(1);
    expect(joins.map((j) => j.after)).toEqual([1, 3, 3]);
    expect(feed.status.value).toBe('live');
    expect(received).toEqual([2, 3, 4, 5, 6]); // what it missed, once
    feed.close();
  });

  it('asks socket.io to connect again when the server closed the socket (it does not by itself then)', async () => {
    answer = () => ({ ok: true, role: 'spectator', position: 0, updates: [] });
    const feed = new LiveFeed('game', 'g1', 0, () => undefined);
    handlers.get('disconnect')?.('io server disconnect');
    expect(feed.status.value).toBe('reconnecting');
    await jest.advanceTimersByTimeAsync(1000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    handlers.get('disconnect')?.('transport close'); // socket.io's own reconnection
    await jest.advanceTimersByTimeAsync(1000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    feed.close();
  });

  it('stops at a refusal that asking again cannot change (a 4xx), and waits out 503 and 429', () => {
    expect(rejoinDelayMs({ statusCode: 404, code: 'career/not-found', message: '' })).toBeNull();
    expect(
      rejoinDelayMs({ statusCode: 503, code: 'event-store/unavailable', message: '', retryAfter: 2 }),
    ).toBe(2000);
    expect(rejoinDelayMs({ statusCode: 429, code: 'rate/limited', message: '', retryAfter: 60 })).toBe(
      10_000,
    );
    expect(rejoinDelayMs(undefined)).toBe(1000);
  });
});
