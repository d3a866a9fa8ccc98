import type { Namespace } from 'socket.io';
import type { TournamentsService } from '../tournaments.service';
import { LeaderboardsGateway } from './leaderboards.gateway';
import type { StandingsProjector } from './standings.projector';

// Issue 20 §1: a leaderboard send whose standings read fails (the database stopped) ends no process and is tried
// again; before, the rejection went unhandled and Node ended the server.
describe('LeaderboardsGateway when the standings cannot be read', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('logs the failed send, retries it a second later, and never rejects', async () => {
    const changes: ((id: string) => void)[] = [];
    const reads = jest
      .fn()
      .mockRejectedValueOnce(new Error('terminating connection'))
      .mockResolvedValue(undefined);
    const projector = {
      onChange: (fn: (id: string) => void) => (changes.push(fn), () => undefined),
      tournament: reads,
    } as unknown as StandingsProjector;
    const gateway = new LeaderboardsGateway(projector, {} as TournamentsService);
    const server = { adapter: { rooms: new Map([['tournament:t1', new Set()]]), on: () => undefined } };
    gateway.afterInit(server as unknown as Namespace);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      changes[0]('t1');
      await jest.advanceTimersByTimeAsync(0);
      expect(reads).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(reads).toHaveBeenCalledTimes(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      gateway.onModuleDestroy();
    }
  });
});
