import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { Namespace, Server, ServerOptions, Socket } from 'socket.io';
import type { CorsPolicy } from './cors-policy';
import { JoinLimit } from './join-limit';
import type { ServerLimits } from './limits';
import { guardPackets } from './packet-guard';

/**
 * socket.io with the server's limits (issue 16 §3, §4, §6): messages bounded in size (the HTTP body limit) and
 * depth, connections per IP capped, joins per IP throttled, and the HTTP API's CORS policy. A websocket is not
 * bound by the browser's same-origin rule, so an origin the policy refuses is refused at the handshake.
 */
export class LimitedIoAdapter extends IoAdapter {
  private readonly joins: JoinLimit;
  private readonly open = new Map<string, number>();

  constructor(
    app: INestApplicationContext,
    private readonly limits: ServerLimits,
    private readonly cors: CorsPolicy,
  ) {
    super(app);
    this.joins = new JoinLimit(limits.joinLimit, limits.joinTtlMs);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      maxHttpBufferSize: this.limits.bodyLimitBytes,
      cors: { origin: (origin, allow) => allow(null, this.cors.allowOriginHeader(origin, undefined)) },
      allowRequest: (req, answer) => {
        const refusal = this.refusalOf(req);
        answer(refusal, refusal === null);
      },
    } as ServerOptions) as Server;
    server.engine.on('connection', (raw: { request: IncomingMessage; once: Socket['once'] }) => {
      const ip = raw.request.socket.remoteAddress ?? '';
      this.open.set(ip, (this.open.get(ip) ?? 0) + 1);
      raw.once('close', () => {
        const left = (this.open.get(ip) ?? 1) - 1;
        if (left > 0) this.open.set(ip, left);
        else this.open.delete(ip);
      });
    });
    return server;
  }

  override bindClientConnect(server: Namespace, callback: (socket: Socket) => void): void {
    server.on('connection', (socket: Socket) => {
      guardPackets(socket, this.limits, this.joins);
      callback(socket);
    });
  }

  private refusalOf(req: IncomingMessage): string | null {
    if (!this.cors.allows(req.headers.origin, req.headers.host)) return 'origin not allowed';
    const ip = req.socket.remoteAddress ?? '';
    const max = this.limits.maxSocketsPerIp;
    if (max > 0 && (this.open.get(ip) ?? 0) >= max) return 'too many connections from this address';
    return null;
  }
}
