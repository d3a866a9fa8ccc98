import { tournament } from '@periscope/play';
import type { Standings } from './api';
import { LeaderboardFeed } from './leaderboard-feed';
import { careerIdOf, careerOf, runningTournament } from './tournaments.fixtures';

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
const joins: unknown[] = [];
let answer: (join: { after?: number }) => unknown;
let releaseAck: () => void = () => undefined;
let holdAcks = false;

jest.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (event: string, fn: Handler) => handlers.set(event, fn),
    timeout: () => ({
      emitWithAck: (_event: string, join: { after?: number }) => {
        joins.push(join);
        if (!holdAcks) return Promise.resolve(answer(join));
        return new Promise((resolve) => (releaseAck = () => resolve(answer(join))));
      },
    }),
    close: () => undefined,
  }),
}));

// The live leaderboard on /tournaments (docs/tournaments.md): snapshot, changes, resume after a gap or a drop.
describe('the live leaderboard feed', () => {
  const state = runningTournament('top-tonnage', 6);
  const boardAt = (tonnage: number) =>
    tournament.standings(state, (id) => (id === careerIdOf(6) ? { ...careerOf(id), tonnage } : careerOf(id)));
  const change = (from: number, to: number, a: number, b: number) => ({
    id: 't-web',
    updatedAt: '2026-11-27T12:00:00Z',
    sentAt: '',
    ...tournament.standingsChange(boardAt(a), boardAt(b), from, to),
  });
  const tonnageOf6 = (board: Standings | null) => board?.individual.find((r) => r.number === 6)?.tonnage;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    handlers.clear();
    joins.length = 0;
    holdAcks = false;
    performance.mark = jest.fn() as unknown as typeof performance.mark;
  });

  it('applies a change that came before the snapshot once the snapshot is in', async () => {
    holdAcks = true;
    answer = () => ({ ok: true, position: 10, standings: boardAt(1000) });
    const feed = new LeaderboardFeed('t-web');
    handlers.get('connect')?.();
    handlers.get('leaderboard')?.(change(10, 12, 1000, 20_000));
    releaseAck();
    await flush();
    expect(feed.status.value).toBe('live');
    expect(tonnageOf6(feed.board.value)).toBe(20_000);
    expect(feed.board.value?.individual[0].number).toBe(6);
    expect(feed.changes.value).toBe(1);
  });

  it('joins again after its position when a change does not start where its board stands', async () => {
    answer = (join) =>
      join.after === undefined
        ? { ok: true, position: 10, standings: boardAt(1000) }
        : { ok: true, position: 30, standings: boardAt(50_000) };
    const feed = new LeaderboardFeed('t-web');
    handlers.get('connect')?.();
    await flush();
    handlers.get('leaderboard')?.(change(20, 25, 2000, 3000)); // the change 10 → 20 was missed
    await flush();
    expect(joins).toEqual([
      { id: 't-web', after: undefined },
      { id: 't-web', after: 10 },
    ]);
    expect(tonnageOf6(feed.board.value)).toBe(50_000);
  });

  it('joins again at the first change when its join was answered with no board yet', async () => {
    answer = () =>
      joins.length === 1 ? { ok: true, position: 0 } : { ok: true, position: 12, standings: boardAt(20_000) };
    const feed = new LeaderboardFeed('t-web');
    handlers.get('connect')?.();
    await flush();
    expect(feed.board.value).toBeNull();
    handlers.get('leaderboard')?.(change(10, 12, 1000, 20_000)); // a board exists now: this one cannot be applied
    await flush();
    expect(joins).toEqual([
      { id: 't-web', after: undefined },
      { id: 't-web', after: undefined },
    ]);
    expect(tonnageOf6(feed.board.value)).toBe(20_000);
    handlers.get('leaderboard')?.(change(12, 14, 20_000, 30_000));
    expect(tonnageOf6(feed.board.value)).toBe(30_000);
    expect(joins).toHaveLength(2);
  });

  it('after a network drop resumes from its position and keeps its board when nothing changed', async () => {
    answer = (join) =>
      join.after === undefined
        ? { ok: true, position: 10, standings: boardAt(1000) }
        : { ok: true, position: 10 };
    const feed = new LeaderboardFeed('t-web');
    handlers.get('connect')?.();
    await flush();
    handlers.get('disconnect')?.();
    expect(feed.status.value).toBe('reconnecting');
    handlers.get('connect')?.();
    await flush();
    expect(joins.at(-1)).toEqual({ id: 't-web', after: 10 });
    expect(feed.status.value).toBe('live');
    expect(tonnageOf6(feed.board.value)).toBe(1000);
  });

  it('shows reconnecting while the store cannot be reached and joins again after Retry-After', async () => {
    jest.useFakeTimers();
    try {
      answer = () => ({
        ok: false,
        error: { statusCode: 503, code: 'event-store/unavailable', message: 'down', retryAfter: 2 },
      });
      const feed = new LeaderboardFeed('t-web');
      handlers.get('connect')?.();
      await jest.advanceTimersByTimeAsync(0);
      expect(feed.status.value).toBe('reconnecting');
      answer = () => ({ ok: true, position: 10, standings: boardAt(1000) });
      await jest.advanceTimersByTimeAsync(2000);
      expect(joins).toHaveLength(2);
      expect(feed.status.value).toBe('live');
      expect(tonnageOf6(feed.board.value)).toBe(1000);
    } finally {
      jest.useRealTimers();
    }
  });

  it("ignores other tournaments' changes and ones it already holds", async () => {
    answer = () => ({ ok: true, position: 10, standings: boardAt(1000) });
    const feed = new LeaderboardFeed('t-web');
    handlers.get('connect')?.();
    await flush();
    handlers.get('leaderboard')?.({ ...change(10, 12, 1000, 9000), id: 'other' });
    handlers.get('leaderboard')?.(change(8, 10, 500, 9000));
    expect(tonnageOf6(feed.board.value)).toBe(1000);
    expect(joins).toHaveLength(1);
  });
});
