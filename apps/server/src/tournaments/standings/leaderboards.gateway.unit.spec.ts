import { EventEmitter } from 'node:events';
import { tournament } from '@periscope/play';
import type { Namespace, Socket } from 'socket.io';
import { Clock } from '../../common/clock';
import type { RedisAdapter } from '../../live/redis-adapter';
import type { TournamentsService } from '../tournaments.service';
import { LeaderboardsGateway } from './leaderboards.gateway';
import { standingsOf, type TournamentDoc } from '@periscope/projections';
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

const started = (position: number): TournamentDoc => ({
  ...doc(position),
  state: tournament.evolve(created, { type: 'TournamentStarted', data: { at: doc(position).updatedAt } }),
});

/** A projector, a namespace and a Redis adapter as the gateway uses them, each a stub the test drives. */
function harness(options: { redis: boolean; reads?: jest.Mock; writer?: boolean }) {
  const changes: ((id: string) => void)[] = [];
  const reads = options.reads ?? jest.fn().mockResolvedValue(undefined);
  const lease = { held: options.writer ?? false };
  const projector = {
    onChange: (fn: (id: string) => void) => (changes.push(fn), () => undefined),
    tournament: reads,
    position: options.writer ? 10 : 0,
    get holdsLease() {
      return lease.held;
    },
  } as unknown as StandingsProjector;
  const redis = {
    enabled: options.redis,
    reachable: options.redis,
    attach: jest.fn().mockReturnValue(options.redis),
  } as unknown as RedisAdapter;
  const tournaments = { read: jest.fn().mockResolvedValue({}) } as unknown as TournamentsService;
  const gateway = new LeaderboardsGateway(projector, tournaments, redis, new Clock());
  const rooms = new Map<string, Set<string>>();
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const emits: [string, unknown][] = [];
  const server = {
    name: '/tournaments',
    adapter: { rooms, on: () => undefined },
    on: (event: string, fn: (...args: unknown[]) => void) => handlers.set(event, fn),
    serverSideEmit: jest.fn(),
  };
  gateway.afterInit(server as unknown as Namespace);
  // A spectator on a transport the fan-out writes through engine.io: each packet it is sent is read back here.
  const spectator = {
    id: 's1',
    data: {},
    join: (name: string) => void rooms.set(name, new Set(['s1'])),
    conn: {
      transport: { name: 'polling' },
      writeBuffer: [],
      readyState: 'open',
      write: (packet: string) => emits.push(JSON.parse(packet.slice(packet.indexOf('[')))),
    },
  } as unknown as Socket;
  const answers: unknown[] = [];
  const join = (id: string) => gateway.join(spectator, { id }, (answer) => answers.push(answer));
  return { gateway, changes, reads, redis, server, handlers, emits, join, answers, lease, spectator };
}

describe('LeaderboardsGateway', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes `join` and `leave` through one listener each, shared by every socket, with the sender’s socket and ack', async () => {
    const { gateway, spectator } = harness({ redis: false, reads: jest.fn().mockResolvedValue(doc(3)) });
    const socket = () => Object.assign(new EventEmitter(), spectator, { leave: () => undefined });
    const [a, b] = [socket(), socket()];
    for (const s of [a, b]) gateway.handleConnection(s as unknown as Socket);
    for (const event of ['join', 'leave']) {
      expect(a.listeners(event)).toHaveLength(1);
      expect(a.listeners(event)[0]).toBe(b.listeners(event)[0]);
    }
    const [joined, left] = [jest.fn(), jest.fn()];
    a.emit('join', { id: 't1' }, joined);
    await jest.advanceTimersByTimeAsync(0);
    expect(joined).toHaveBeenCalledWith(expect.objectContaining({ ok: true, id: 't1', position: 3 }));
    a.emit('leave', { id: 't1' }, left);
    await jest.advanceTimersByTimeAsync(0);
    expect(left).toHaveBeenCalledWith({ ok: true });
    gateway.onModuleDestroy();
  });

  // A process whose read model has not yet the standings another process serves: a join answered without a board
  // left its spectator with no message to follow (a spectator on one of three processes, cluster/play.e2e).
  it('answers a join with the board once its read model has it, looking again for a while', async () => {
    const reads = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue(doc(7));
    const { gateway, join, answers } = harness({ redis: false, reads });
    const joined = join('t1');
    await jest.advanceTimersByTimeAsync(1000);
    await joined;
    expect(answers).toEqual([
      expect.objectContaining({ ok: true, position: 7, standings: expect.anything() }),
    ]);
    gateway.onModuleDestroy();
  });

  // A leaderboard send whose standings read fails (the database stopped) ends no process and is tried
  // again; before, the rejection went unhandled and Node ended the server.
  it('logs a send whose standings read fails, retries it a second later, and never rejects', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, changes, join } = harness({ redis: false, reads, writer: true });
    await join('t1');
    await jest.advanceTimersByTimeAsync(1000);
    reads.mockClear();
    reads.mockRejectedValueOnce(new Error('terminating connection'));
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

  // A process without the standings' lease hears no change from its projector.
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

  it('writes a spectator who has gone nothing more: the fan-out forgets it at its disconnect', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, emits, join, spectator } = harness({ redis: false, reads });
    try {
      await join('t1');
      reads.mockResolvedValue(doc(7));
      await jest.advanceTimersByTimeAsync(2000);
      expect(emits).toHaveLength(1);
      gateway.handleDisconnect(spectator);
      reads.mockResolvedValue(doc(9));
      await jest.advanceTimersByTimeAsync(3000);
      expect(emits).toHaveLength(1);
    } finally {
      gateway.onModuleDestroy();
    }
  });

  it('does not read the stored standings while its projector tells of changes (it writes them)', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const { gateway, join, changes } = harness({ redis: false, reads, writer: true });
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

  it('with Redis: the writer passes each update on; another process answers from its board and sends its messages as they are', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const writer = harness({ redis: true, reads, writer: true });
    const other = harness({ redis: true, reads: jest.fn().mockResolvedValue(doc(9)) });
    try {
      // The writer answers another process's question for its board (and keeps it for that process).
      const answered = jest.fn();
      writer.handlers.get('leaderboard:board')?.('t1', answered);
      await jest.advanceTimersByTimeAsync(0);
      const board = answered.mock.calls[0][0];
      expect(board).toMatchObject({ position: 5 });
      reads.mockResolvedValue(doc(7));
      writer.changes[0]('t1');
      await jest.advanceTimersByTimeAsync(1000);
      const relayed = writer.server.serverSideEmit.mock.calls.find(
        ([event]) => event === 'leaderboard:relayed',
      );
      expect(relayed?.[1]).toMatchObject({ id: 't1', from: 5, position: 7, standings: standingsOf(doc(7)) });
      const { standings: _board, ...message } = relayed?.[1] as { standings: unknown };

      // The other process's join gets the writer's board, not the read model's (position 9).
      other.server.serverSideEmit.mockImplementation((event: string, _id: string, ack: unknown) => {
        if (event === 'leaderboard:board') (ack as (e: null, boards: unknown[]) => void)(null, [null, board]);
      });
      await other.join('t1');
      expect(other.answers[0]).toMatchObject({ ok: true, position: 5 });
      other.handlers.get('leaderboard:relayed')?.(relayed?.[1]);
      expect(other.emits).toEqual([['leaderboard', message]]);
      await jest.advanceTimersByTimeAsync(5000);
      expect(other.emits).toHaveLength(1); // it sends no update of its own
      expect(other.server.serverSideEmit).toHaveBeenCalledWith('leaderboard:watched', ['t1']);
    } finally {
      writer.gateway.onModuleDestroy();
      other.gateway.onModuleDestroy();
    }
  });

  // No writer answered the join in time (a loaded machine): the board came from the read model, ahead of the
  // writer's. Its spectators must still follow every message from then on (cluster/play.e2e).
  it('with Redis: a process whose board is not the writer’s bridges its spectators to the writer’s, then passes its messages on', async () => {
    const other = harness({ redis: true, reads: jest.fn().mockResolvedValue(doc(9)) });
    try {
      other.server.serverSideEmit.mockImplementation((event: string, _id: string, ack: unknown) => {
        if (event === 'leaderboard:board') (ack as (e: null, boards: unknown[]) => void)(null, [null, null]);
      });
      await other.join('t1');
      expect(other.answers[0]).toMatchObject({ ok: true, position: 9 });
      const relay = (from: TournamentDoc, to: TournamentDoc, withBoard = true) => {
        const [before, after] = [standingsOf(from), standingsOf(to)];
        const change = tournament.standingsChange(before, after, from.position, to.position);
        const message = { id: 't1', updatedAt: to.updatedAt, sentAt: to.updatedAt, ...change };
        other.handlers.get('leaderboard:relayed')?.(withBoard ? { ...message, standings: after } : message);
        return message;
      };

      relay(doc(5), started(12)); // the writer's board was at 5
      const [event, bridged] = other.emits[0] as [string, tournament.StandingsChange];
      expect([event, bridged.from, bridged.position]).toEqual(['leaderboard', 9, 12]);
      expect(tournament.applyStandingsChange(standingsOf(doc(9)), bridged)).toEqual(standingsOf(started(12)));
      const next = relay(started(12), started(14));
      expect(other.emits[1]).toEqual(['leaderboard', next]);

      // A writer of an older version passes no board: a message that does not follow is sent as it is, the
      // writer's board asked again.
      const asked = () => other.server.serverSideEmit.mock.calls.filter(([e]) => e === 'leaderboard:board');
      expect(asked()).toHaveLength(1);
      const unbridged = relay(started(13), started(16), false);
      expect(other.emits[2]).toEqual(['leaderboard', unbridged]);
      expect(asked()).toHaveLength(2);
      other.reads.mockResolvedValue(started(20));
      await jest.advanceTimersByTimeAsync(5000);
      expect(other.emits).toHaveLength(3); // nothing of its own, though its read model moved on
    } finally {
      other.gateway.onModuleDestroy();
    }
  });

  it('with Redis: a new writer (after a failover) keeps a board for what other processes say they watch', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const writer = harness({ redis: true, reads, writer: true });
    try {
      writer.handlers.get('leaderboard:watched')?.(['t1']);
      await jest.advanceTimersByTimeAsync(1000);
      reads.mockResolvedValue(doc(6));
      writer.changes[0]('t1');
      await jest.advanceTimersByTimeAsync(0);
      const relayed = writer.server.serverSideEmit.mock.calls.filter(([e]) => e === 'leaderboard:relayed');
      expect(relayed.map(([, m]) => m)).toEqual([expect.objectContaining({ from: 5, position: 6 })]);
      await jest.advanceTimersByTimeAsync(20_000); // nobody says so any more: the board goes
      writer.changes[0]('t1');
      await jest.advanceTimersByTimeAsync(1000);
      expect(
        writer.server.serverSideEmit.mock.calls.filter(([e]) => e === 'leaderboard:relayed'),
      ).toHaveLength(1);
    } finally {
      writer.gateway.onModuleDestroy();
    }
  });

  // A database restart that another process won: the former writer's projector still stands at its last position,
  // but it holds the lease no more. It must send the new writer's messages to its spectators, and pass on none.
  it('with Redis: a process that lost the lease sends the new writer’s messages and relays nothing', async () => {
    const reads = jest.fn().mockResolvedValue(doc(5));
    const former = harness({ redis: true, reads, writer: true });
    try {
      await former.join('t1');
      reads.mockResolvedValue(doc(7));
      former.changes[0]('t1');
      await jest.advanceTimersByTimeAsync(1000);
      const relayedBefore = former.server.serverSideEmit.mock.calls.filter(
        ([e]) => e === 'leaderboard:relayed',
      );
      expect(relayedBefore.map(([, m]) => m)).toEqual([expect.objectContaining({ from: 5, position: 7 })]);

      former.lease.held = false; // the lease moved to another process
      const board = standingsOf(doc(7));
      const change = tournament.standingsChange(board, standingsOf(doc(9)), 7, 9);
      const at = doc(9).updatedAt;
      former.handlers.get('leaderboard:relayed')?.({ id: 't1', updatedAt: at, sentAt: at, ...change });
      expect(former.emits.at(-1)).toEqual(['leaderboard', expect.objectContaining({ from: 7, position: 9 })]);
      const answered = jest.fn();
      former.handlers.get('leaderboard:board')?.('t1', answered);
      await jest.advanceTimersByTimeAsync(0);
      expect(answered).toHaveBeenCalledWith(null); // it answers no longer for the writer
      await jest.advanceTimersByTimeAsync(5000);
      expect(former.server.serverSideEmit).toHaveBeenCalledWith('leaderboard:watched', ['t1']);
      expect(
        former.server.serverSideEmit.mock.calls.filter(([e]) => e === 'leaderboard:relayed'),
      ).toHaveLength(1);
    } finally {
      former.gateway.onModuleDestroy();
    }
  });
});
