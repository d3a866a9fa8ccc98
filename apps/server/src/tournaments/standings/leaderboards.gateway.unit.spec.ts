import { tournament } from '@periscope/play';
import type { Namespace, Socket } from 'socket.io';
import type { RedisAdapter } from '../../live/redis-adapter';
import type { TournamentsService } from '../tournaments.service';
import { LeaderboardsGateway } from './leaderboards.gateway';
import type { TournamentDoc } from '@periscope/projections';
import type { StandingsProjector } from './standings.projector';

const created = tournament.evolve(tournament.initialState(), {
  type: 'TournamentCreated',
  data: {
    tournamentId: 't1',
    at: '2026-11-27T00:00:00.000Z',
    terms: {
      name: 'Biscay Cup',
      organiser: 'BdU',
      format: 'top-tonnage',
      scoring: 'tonnage',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
      endDate: '1945-05',
      options: {},
      registration: { opensAt: null, closesAt: null },
      packSize: 0,
    },
  },
} as never);

const doc = (position: number): TournamentDoc => ({
  kind: 'tournament',
  state: created,
  careers: {},
  position,
  updatedAt: new Date(position * 1000).toISOString(),
});

/** A projector, a namespace and a Redis adapter as the gateway uses them, each a stub the test drives. */
function harness(options: { redis: boolean; reads?: jest.Mock }) {
  const changes: ((id: string) => void)[] = [];
  const reads = options.reads ?? jest.fn().mockResolvedValue(undefined);
  const projector = {
    onChange: (fn: (id: string) => void) => (changes.push(fn), () => undefined),
    tournament: reads,
  } as unknown as StandingsProjector;
  const redis = { enabled: options.redis, attach: jest.fn() } as unknown as RedisAdapter;
  const tournaments = { read: jest.fn().mockResolvedValue({}) } as unknown as TournamentsService;
  const gateway = new LeaderboardsGateway(projector, tournaments, redis);
  const rooms = new Map<string, Set<string>>();
  const handlers = new Map<string, (arg: unknown) => void>();
  const emits: [string, unknown][] = [];
  const server = {
    adapter: { rooms, on: () => undefined },
    on: (event: string, fn: (arg: unknown) => void) => handlers.set(event, fn),
    serverSideEmit: jest.fn(),
    local: { to: () => ({ emit: (event: string, message: unknown) => emits.push([event, message]) }) },
  };
  gateway.afterInit(server as unknown as Namespace);
  const spectator = {
    join: (name: string) => void rooms.set(name, new Set(['s1'])),
  } as unknown as Socket;
  const join = (id: string) => gateway.join(spectator, { id }, () => undefined);
  return { gateway, changes, reads, redis, server, handlers, emits, join };
}

describe('LeaderboardsGateway', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // Issue 20 §1: a leaderboard send whose standings read fails (the database stopped) ends no process and is tried
  // again; before, the rejection went unhandled and Node ended the server.
  it('logs a send whose standings read fails, retries it a second later, and never rejects', async () => {
    const reads = jest
      .fn()
      .mockRejectedValueOnce(new Error('terminating connection'))
      .mockResolvedValue(undefined);
    const { gateway, changes, server } = harness({ redis: false, reads });
    server.adapter.rooms.set('tournament:t1', new Set());
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

  // Issue 20 §4: a process without the standings' lease hears no change from its projector.
  it('sends the spectators of a process without the lease what the stored standings moved to', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, emits, join } = harness({ redis: false, reads });
    try {
      await join('t1');
      await jest.advanceTimersByTimeAsync(1000);
      expect(emits).toEqual([]);
      reads.mockResolvedValue(doc(7));
      await jest.advanceTimersByTimeAsync(1000);
      expect(emits).toEqual([['leaderboard', expect.objectContaining({ id: 't1', from: 5, position: 7 })]]);
      await jest.advanceTimersByTimeAsync(3000);
      expect(emits).toHaveLength(1); // nothing moved since
    } finally {
      gateway.onModuleDestroy();
    }
  });

  it('does not read the stored standings while its projector tells of changes (it writes them)', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, join, changes } = harness({ redis: false, reads });
    try {
      await join('t1');
      const afterJoin = reads.mock.calls.length;
      for (let n = 0; n < 10; n++) {
        changes[0]('t9'); // another tournament's change: this process hears every one
        await jest.advanceTimersByTimeAsync(500);
      }
      expect(reads).toHaveBeenCalledTimes(afterJoin);
      await jest.advanceTimersByTimeAsync(3000); // told of nothing: the lease may have gone elsewhere
      expect(reads.mock.calls.length).toBeGreaterThan(afterJoin);
    } finally {
      gateway.onModuleDestroy();
    }
  });

  it('with Redis, passes each change on to the other processes at most once a second, and acts on their word', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, changes, server, handlers, emits, redis, join } = harness({
      redis: true,
      reads,
    });
    try {
      expect(redis.attach).toHaveBeenCalledWith(server);
      for (let n = 0; n < 5; n++) changes[0]('t9');
      expect(server.serverSideEmit).toHaveBeenCalledTimes(1);
      expect(server.serverSideEmit).toHaveBeenCalledWith('standings-moved', 't9');
      await jest.advanceTimersByTimeAsync(1000);
      expect(server.serverSideEmit).toHaveBeenCalledTimes(2); // the changes within the second, as one
      await join('t1');
      await jest.advanceTimersByTimeAsync(1000);
      reads.mockResolvedValue(doc(8));
      handlers.get('standings-moved')?.('t1');
      await jest.advanceTimersByTimeAsync(0);
      expect(emits).toEqual([['leaderboard', expect.objectContaining({ from: 5, position: 8 })]]);
    } finally {
      gateway.onModuleDestroy();
    }
  });
});
