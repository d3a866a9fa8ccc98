import type { Type } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { ErrorBody } from '../common/error-body';
import { validationPipe } from '../common/validation.pipe';
import { CommandRateLimit } from '../throttling/command-rate-limit';
import { withAckIds, writeAck, type AckWithId } from './join-answer';
import { LiveHub } from './live-hub';
import { errorBodyOf, noCommands, notASeat } from './live.errors';
import { CommandMessage, JoinMessage, LeaveMessage, plainCommand, plainJoin, plainLeave } from './live.dto';
import { LiveViews } from './live-views';
import { SPECTATOR } from './view-policy';

type AckFn = (answer: ({ ok: true } & Record<string, unknown>) | { ok: false; error: ErrorBody }) => void;

/** The handshake's `auth.token`: a seat token, or nothing for a spectator. */
const tokenOf = (socket: Socket): string | undefined => {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
};

/** socket.io's listener arguments split by Nest's own split (as http-limits/message-handlers.ts hands them to it). */
function splitArguments(args: unknown[]): [body: unknown, ack?: AckFn] {
  const { data, ack } = IoAdapter.prototype.mapPayload(args.length > 1 ? args : args[0]);
  return [data, ack as AckFn | undefined];
}

/** One listener per crowd message for every socket: socket.io calls it with the socket as `this`. */
function crowdListeners(gateway: LiveGateway) {
  return {
    join(this: Socket, ...args: unknown[]) {
      void gateway.join(this, ...splitArguments(args));
    },
    leave(this: Socket, ...args: unknown[]) {
      void gateway.leave(this, ...splitArguments(args));
    },
  };
}

const pipe = validationPipe();
const parse = async <T>(metatype: Type<T>, body: unknown): Promise<T> =>
  (await pipe.transform(body ?? {}, { type: 'body', metatype })) as T;

/**
 * Live views over socket.io, namespace `/live` (README "Live views"): `join`, `leave`, `command`; the server
 * sends `updates`. `command` goes through Nest's handler path (its metrics count it), the crowd's messages do not.
 * Every answer is an ack: `{ ok: true, … }` or `{ ok: false, error }` with the HTTP error body.
 */
@WebSocketGateway({ namespace: '/live' }) // CORS: the server's one policy (http-limits, CORS_ORIGINS)
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  /**
   * `join` and `leave`, a crowd's messages (thousands at once when it re-joins), go from socket.io straight to their
   * handlers, without Nest's context, guards and interceptors per message, which they do not use: they check their
   * own input and answer their own errors (docs/live.md "The crowd's messages without Nest's dispatch").
   */
  private readonly crowd = crowdListeners(this);

  constructor(
    private readonly hub: LiveHub,
    private readonly views: LiveViews,
    private readonly limits: CommandRateLimit,
  ) {}

  afterInit(server: Namespace): void {
    this.hub.attach(server);
  }

  handleConnection(socket: Socket): void {
    withAckIds(socket);
    socket.on('join', this.crowd.join);
    socket.on('leave', this.crowd.leave);
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

  /** A seat's command: the same limit, checks and answer as over HTTP; a spectator is refused (403). */
  @SubscribeMessage('command')
  async command(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown, @Ack() ack?: AckFn) {
    const reply = ack ?? (() => undefined);
    try {
      const token = tokenOf(socket);
      await this.limits.spend(token, socket.handshake.address);
      const { stream, id, commandId, type, data } = plainCommand(body) ?? (await parse(CommandMessage, body));
      const policy = this.views.get(stream);
      if (!policy.command) throw noCommands(stream);
      const role = await policy.roleOf(id, token);
      if (role === SPECTATOR) throw notASeat(stream, id);
      reply({ ok: true, answer: await policy.command(id, { commandId, type, data }, role) });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    }
  }
}
