import type { Type } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { ErrorBody } from '../common/error-body';
import { validationPipe } from '../common/validation.pipe';
import { Metrics } from '../metrics/metrics';
import { CommandRateLimit } from '../throttling/command-rate-limit';
import { withAckIds, writeAck, type AckWithId } from './join-answer';
import { LiveHub } from './live-hub';
import { errorBodyOf, noCommands, notASeat } from './live.errors';
import { CommandMessage, JoinMessage, LeaveMessage, plainCommand, plainJoin, plainLeave } from './live.dto';
import { LiveViews } from './live-views';
import { sharedListener } from './socket-listeners';
import { SPECTATOR } from './view-policy';

type AckFn = (answer: ({ ok: true } & Record<string, unknown>) | { ok: false; error: ErrorBody }) => void;

/** The handshake's `auth.token`: a seat token, or nothing for a spectator. */
const tokenOf = (socket: Socket): string | undefined => {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
};

const pipe = validationPipe();
const parse = async <T>(metatype: Type<T>, body: unknown): Promise<T> =>
  (await pipe.transform(body ?? {}, { type: 'body', metatype })) as T;

/**
 * Live views over socket.io, namespace `/live` (README "Live views"): `join`, `leave`, `command`; the server
 * sends `updates`. Every answer is an ack: `{ ok: true, … }` or `{ ok: false, error }` with the HTTP error body.
 */
@WebSocketGateway({ namespace: '/live' }) // CORS: the server's one policy (http-limits, CORS_ORIGINS)
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  /** Every message goes from socket.io straight to its method (socket-listeners.ts), one listener for every socket. */
  private readonly listeners = {
    join: sharedListener((socket, body, ack?: AckFn) => this.join(socket, body, ack)),
    leave: sharedListener((socket, body, ack?: AckFn) => this.leave(socket, body, ack)),
    command: sharedListener((socket, body, ack?: AckFn) => this.command(socket, body, ack)),
  };

  constructor(
    private readonly hub: LiveHub,
    private readonly views: LiveViews,
    private readonly limits: CommandRateLimit,
    private readonly metrics: Metrics,
  ) {}

  afterInit(server: Namespace): void {
    this.hub.attach(server);
  }

  handleConnection(socket: Socket): void {
    withAckIds(socket);
    socket.on('join', this.listeners.join);
    socket.on('leave', this.listeners.leave);
    socket.on('command', this.listeners.command);
  }

  handleDisconnect(socket: Socket): void {
    this.hub.disconnected(socket);
  }

  async join(socket: Socket, body: unknown, ack?: AckFn): Promise<void> {
    const reply = ack ?? (() => undefined);
    try {
      const message = plainJoin(body) ?? (await parse(JoinMessage, body));
      // The answer goes out pre-framed when it can (its snapshot encoded once per revision), else via socket.io.
      await this.hub.join(socket, message, tokenOf(socket), (joined, json) => {
        if (!writeAck(socket, ack as AckWithId | undefined, json)) reply({ ok: true, ...joined });
      });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    }
  }

  async leave(socket: Socket, body: unknown, ack?: AckFn): Promise<void> {
    const reply = ack ?? (() => undefined);
    try {
      const { stream, id } = plainLeave(body) ?? (await parse(LeaveMessage, body));
      this.hub.leave(socket, `${this.views.get(stream).category}-${id}`);
      reply({ ok: true });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    }
  }

  /**
   * A seat's command: the same limit, checks and answer as over HTTP; a spectator is refused (403). Counted as an
   * HTTP command is, done or refused (`periscope_commands_total`, target `live`, transport `socket`).
   */
  async command(socket: Socket, body: unknown, ack?: AckFn): Promise<void> {
    const reply = ack ?? (() => undefined);
    let outcome = 'refused';
    try {
      const token = tokenOf(socket);
      await this.limits.spend(token, socket.handshake.address);
      const { stream, id, commandId, type, data } = plainCommand(body) ?? (await parse(CommandMessage, body));
      const policy = this.views.get(stream);
      if (!policy.command) throw noCommands(stream);
      const role = await policy.roleOf(id, token);
      if (role === SPECTATOR) throw notASeat(stream, id);
      const answer = await policy.command(id, { commandId, type, data }, role);
      outcome = 'done';
      reply({ ok: true, answer });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    } finally {
      this.metrics.commands.inc({ target: 'live', transport: 'socket', outcome });
    }
  }
}
