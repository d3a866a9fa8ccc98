import { io, type Socket } from 'socket.io-client';
import { benchCommandId } from './bench-live-connection';
import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';

/** How the bot sends its commands: the socket's `command` message, as the web client's seat does, or HTTP. */
export type BotVia = 'socket' | 'http';
export const BOT_VIAS: readonly BotVia[] = ['socket', 'http'];

interface Answer {
  events: CareerEvent[];
  pending: Decision;
}

const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Bench' };

/**
 * One bot game: a career played by the cautious policy, as a player's client would: started over HTTP, its
 * commands sent on its seat's socket (`via` socket, the web client's route) or over HTTP. It keeps the state
 * by folding the events each command's answer carries (one GET at the start). Each commandId carries its send
 * time: spectators time their updates from it, as the peers' from the player's send.
 */
export class BotGame {
  private sent = 0;
  commands = 0;
  events = 0;

  private constructor(
    private readonly url: string,
    readonly careerId: string,
    private readonly seatToken: string,
    private state: CareerState,
    private pending: Decision,
    private readonly socket?: Socket,
  ) {}

  static async start(url: string, via: BotVia = 'socket'): Promise<BotGame> {
    const started = await fetch(`${url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(START),
    });
    if (started.status !== 201) throw new Error(`POST /careers: ${started.status} ${await started.text()}`);
    const { careerId, seatToken } = (await started.json()) as { careerId: string; seatToken: string };
    const seat = { headers: { authorization: `Bearer ${seatToken}` } };
    const read = (await (await fetch(`${url}/api/careers/${careerId}`, seat)).json()) as {
      state: CareerState;
      pending: Decision;
    };
    const socket = via === 'socket' ? await seatSocket(url, seatToken) : undefined;
    return new BotGame(url, careerId, seatToken, read.state, read.pending, socket);
  }

  close(): void {
    this.socket?.close();
  }

  /** Sends the policy's next command; false once the career has stopped (nothing pending, or refused). */
  async step(): Promise<boolean> {
    if (this.pending.commands.length === 0) return false;
    let command;
    try {
      command = POLICIES.cautious(this.state, this.pending);
    } catch {
      return false; // nothing the bot can build
    }
    const body = {
      commandId: benchCommandId(++this.sent, performance.timeOrigin + performance.now()),
      ...command,
    };
    const answer = await this.send(body);
    if (!answer) return false;
    this.state = fold(answer.events, this.state);
    this.pending = answer.pending;
    this.commands++;
    this.events += answer.events.length;
    return true;
  }

  /** The command's answer; undefined when it was refused. */
  private async send(body: object): Promise<Answer | undefined> {
    if (this.socket) {
      const ack = (await this.socket.emitWithAck('command', {
        stream: 'career',
        id: this.careerId,
        ...body,
      })) as {
        ok: boolean;
        answer?: Answer;
      };
      return ack.ok ? ack.answer : undefined;
    }
    const res = await fetch(`${this.url}/api/careers/${this.careerId}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.seatToken}` },
      body: JSON.stringify(body),
    });
    return res.status === 200 ? ((await res.json()) as Answer) : undefined;
  }
}

/** The seat's socket on `/live` (its token in the handshake), connected. */
export function seatSocket(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}/live`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
