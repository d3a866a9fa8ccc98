import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import type { Metrics } from '../metrics/metrics';
import type { CommandRateLimit } from '../throttling/command-rate-limit';
import type { LiveHub } from './live-hub';
import { LiveGateway } from './live.gateway';
import { LiveViews } from './live-views';
import { SPECTATOR, type LiveCommand, type ViewerRole, type ViewPolicy } from './view-policy';

const ID = '5b0c8f63-2d0e-4c55-9d0f-4f1a2b3c4d5e';

/** Metrics that keep the commands' counts they are given. */
const countingMetrics = () => {
  const counted: Record<string, string>[] = [];
  const metrics = { commands: { inc: (labels: Record<string, string>) => counted.push(labels) } };
  return { counted, metrics: metrics as unknown as Metrics };
};
const TOKEN = 'the-seat-token';

/** A `game` policy whose `roleOf` answers `role` for the seat token; it records every command it is handed. */
function givenAGateway(role: ViewerRole) {
  const handed: { id: string; command: LiveCommand; role: ViewerRole }[] = [];
  const asked: (string | undefined)[] = [];
  const policy: ViewPolicy = {
    category: 'game',
    roleOf: async (_id, token) => {
      asked.push(token);
      return role;
    },
    update: () => undefined,
    snapshot: () => null,
    spectatorDelayMs: () => 0,
    command: async (id, command, commandRole) => {
      handed.push({ id, command, role: commandRole });
      return { revision: 7 };
    },
  };
  const views = new LiveViews();
  views.register('game', policy);
  const limits = { spend: async () => undefined } as unknown as CommandRateLimit;
  const socket = { handshake: { auth: { token: TOKEN }, address: '127.0.0.1' } } as unknown as Socket;
  const { counted, metrics } = countingMetrics();
  return { gateway: new LiveGateway({} as LiveHub, views, limits, metrics), socket, handed, asked, counted };
}

const message = { stream: 'game', id: ID, commandId: 'c-1', type: 'Roll', data: {} };

describe('the live `command` message', () => {
  it.each(['seat:a', 'seat:b'] as ViewerRole[])(
    'hands the policy the sender’s role, %s, as roleOf found it for the handshake’s token',
    async (role) => {
      const { gateway, socket, handed, asked } = givenAGateway(role);
      const ack = jest.fn();
      await gateway.command(socket, message, ack);
      expect(asked).toEqual([TOKEN]);
      expect(handed).toEqual([{ id: ID, command: { commandId: 'c-1', type: 'Roll', data: {} }, role }]);
      expect(ack).toHaveBeenCalledWith({ ok: true, answer: { revision: 7 } });
    },
  );

  it('counts each command as an HTTP one is counted: done when answered ok, refused otherwise', async () => {
    const seat = givenAGateway('seat:a');
    const spectator = givenAGateway(SPECTATOR);
    await seat.gateway.command(seat.socket, message, jest.fn());
    await spectator.gateway.command(spectator.socket, message, jest.fn());
    await seat.gateway.command(seat.socket, { ...message, type: 42 }); // refused by the pipe, and no ack
    const labels = { target: 'live', transport: 'socket' };
    expect(seat.counted).toEqual([
      { ...labels, outcome: 'done' },
      { ...labels, outcome: 'refused' },
    ]);
    expect(spectator.counted).toEqual([{ ...labels, outcome: 'refused' }]);
  });

  it('refuses a spectator (403 live/not-a-seat) before the policy is handed anything', async () => {
    const { gateway, socket, handed } = givenAGateway(SPECTATOR);
    const ack = jest.fn();
    await gateway.command(socket, message, ack);
    expect(handed).toEqual([]);
    expect(ack).toHaveBeenCalledWith({
      ok: false,
      error: expect.objectContaining({ statusCode: 403, code: 'live/not-a-seat' }),
    });
  });
});

describe('the socket’s `join`, `leave` and `command`', () => {
  /** A gateway whose hub records what it is handed; a join is answered at once with the room's revision. */
  function givenTheCrowdsGateway() {
    const handed: unknown[][] = [];
    const hub = {
      join: async (socket: Socket, message: unknown, token: unknown, answer: (joined: object) => void) => {
        handed.push(['join', socket, message, token]);
        answer({ revision: 3 });
      },
      leave: (socket: Socket, room: string) => void handed.push(['leave', socket, room]),
    } as unknown as LiveHub;
    const views = new LiveViews();
    views.register('career', { category: 'career' } as ViewPolicy);
    const gateway = new LiveGateway(hub, views, {} as CommandRateLimit, countingMetrics().metrics);
    /** A socket as socket.io's: an emitter that calls its listeners with itself as `this`. */
    const connect = () => {
      const socket = Object.assign(new EventEmitter(), {
        handshake: { auth: {} },
        ack: () => () => undefined,
      });
      gateway.handleConnection(socket as unknown as Socket);
      return socket;
    };
    return { handed, connect };
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  const where = { stream: 'career', id: ID };

  it('are one listener each for every socket, not a handler bound per socket', () => {
    const { connect } = givenTheCrowdsGateway();
    const [a, b] = [connect(), connect()];
    for (const event of ['join', 'leave', 'command']) {
      expect(a.listeners(event)).toHaveLength(1);
      expect(a.listeners(event)[0]).toBe(b.listeners(event)[0]);
    }
  });

  it('hand the hub the socket that sent the message and answer through its ack', async () => {
    const { handed, connect } = givenTheCrowdsGateway();
    const [a, b] = [connect(), connect()];
    const [joined, left] = [jest.fn(), jest.fn()];
    b.emit('join', where, joined);
    a.emit('leave', where, left);
    await settled();
    expect(handed).toEqual([
      ['join', b, where, undefined],
      ['leave', a, `career-${ID}`],
    ]);
    expect(joined).toHaveBeenCalledWith({ ok: true, revision: 3 });
    expect(left).toHaveBeenCalledWith({ ok: true });
  });

  it('take the message and its ack as Nest did: a message of two arguments is refused by the pipe, none is not a crash', async () => {
    const { handed, connect } = givenTheCrowdsGateway();
    const socket = connect();
    const [two, none] = [jest.fn(), jest.fn()];
    socket.emit('join', where, 'more', two);
    socket.emit('leave', none);
    socket.emit('join'); // no ack: nothing to answer, and nothing thrown
    await settled();
    expect(handed).toEqual([]);
    for (const ack of [two, none])
      expect(ack).toHaveBeenCalledWith({ ok: false, error: expect.objectContaining({ statusCode: 400 }) });
  });
});
