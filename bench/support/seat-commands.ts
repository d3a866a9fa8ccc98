import { io, type Socket } from 'socket.io-client';
import { UsageError } from '../../apps/cli/src/options';

/** How a bot sends its commands: the socket's `command` message, as the web client's seat does, or HTTP. */
export type CommandRoute = 'socket' | 'http';
const COMMAND_ROUTES: readonly CommandRoute[] = ['socket', 'http'];

/** A route named on the command line (`flag`); a UsageError for any other word. */
export function commandRouteOf(value: string, flag: string): CommandRoute {
  if (COMMAND_ROUTES.includes(value as CommandRoute)) return value as CommandRoute;
  throw new UsageError(`${flag} takes ${COMMAND_ROUTES.join(' or ')}; got ${value}`);
}

/**
 * One seat's commands to one career (docs/live.md, `command`): on the seat's own socket on `/live` (its token in the
 * handshake), or `POST /api/careers/:id/commands`; either way the HTTP answer, or undefined when it was refused.
 */
export class SeatCommands {
  private constructor(
    private readonly url: string,
    private readonly careerId: string,
    private readonly seatToken: string,
    private readonly socket?: Socket,
  ) {}

  static async open(
    url: string,
    careerId: string,
    seatToken: string,
    route: CommandRoute,
  ): Promise<SeatCommands> {
    const socket = route === 'socket' ? await seatSocket(url, seatToken) : undefined;
    return new SeatCommands(url, careerId, seatToken, socket);
  }

  async send<T>(body: object): Promise<T | undefined> {
    if (this.socket) {
      const ack = (await this.socket.emitWithAck('command', {
        stream: 'career',
        id: this.careerId,
        ...body,
      })) as {
        ok: boolean;
        answer?: T;
      };
      return ack.ok ? ack.answer : undefined;
    }
    const res = await fetch(`${this.url}/api/careers/${this.careerId}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.seatToken}` },
      body: JSON.stringify(body),
    });
    return res.status === 200 ? ((await res.json()) as T) : undefined;
  }

  close(): void {
    this.socket?.close();
  }
}

function seatSocket(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}/live`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
