import type { Socket } from 'socket.io';
import type { CommandRateLimit } from '../throttling/command-rate-limit';
import type { LiveHub } from './live-hub';
import { LiveGateway } from './live.gateway';
import { LiveViews } from './live-views';
import { SPECTATOR, type LiveCommand, type ViewerRole, type ViewPolicy } from './view-policy';

const ID = '5b0c8f63-2d0e-4c55-9d0f-4f1a2b3c4d5e';
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
  return { gateway: new LiveGateway({} as LiveHub, views, limits), socket, handed, asked };
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
