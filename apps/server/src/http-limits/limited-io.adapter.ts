import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Observable } from 'rxjs';
import type { Namespace, Server, ServerOptions, Socket } from 'socket.io';
import type { ClientAddresses } from './client-address';
import type { CorsPolicy } from './cors-policy';
import { JoinLimit } from './join-limit';
import { bindMessageHandlers } from './message-handlers';
import type { ServerLimits } from './limits';
import { CrowdPacing, type PacedTransport } from './crowd-pacing';
import { noteUpgradeResponse, releaseRequest } from './handshake-request';
import { guardPackets, type PacketBudgets } from './packet-guard';
import { REFUSAL_DELAY_MS } from './refusals';

const SOCKET_IO_PATH = /^\/socket\.io\//;

/** How long a turn of the event loop may spend on joins and leaves before the rest wait (crowd-pacing.ts). */
const CROWD_TURN_BUDGET_MS = 3;

/** An engine.io connection, as its `connection` event hands it on. */
interface EngineConnection {
  request: IncomingMessage;
  transport: PacedTransport;
  once: Socket['once'];
  on(event: 'upgrade', listener: (transport: PacedTransport) => void): unknown;
}

/**
 * socket.io with the server's limits: messages bounded in size (the HTTP body limit), depth
 * and rate, connections capped in all and per client IP, joins per IP throttled, and the HTTP API's CORS policy.
 * A websocket is not bound by the browser's same-origin rule, so an origin the policy refuses is refused at the
 * handshake. Every refused handshake answers 403, over polling and websocket alike (docs/live.md).
 */
export class LimitedIoAdapter extends IoAdapter {
  private readonly budgets: PacketBudgets;
  private readonly open = new Map<string, number>();
  private readonly pacing = new CrowdPacing(CROWD_TURN_BUDGET_MS);
  private total = 0;

  constructor(
    app: INestApplicationContext,
    private readonly limits: ServerLimits,
    private readonly cors: CorsPolicy,
    private readonly addresses: ClientAddresses,
  ) {
    super(app);
    this.budgets = {
      joins: new JoinLimit(limits.joinLimit, limits.joinTtlMs),
      events: new JoinLimit(limits.eventLimit, limits.eventTtlMs),
    };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      maxHttpBufferSize: this.limits.bodyLimitBytes,
      cors: { origin: (origin, allow) => allow(null, this.cors.allowOriginHeader(origin, undefined)) },
      allowRequest: (req, answer) => {
        const refusal = this.refusalOf(req);
        if (refusal === null) return answer(null, true);
        setTimeout(() => answer(refusal, false), REFUSAL_DELAY_MS).unref();
      },
    } as ServerOptions) as Server;
    this.refuseUpgradesWith403(this.httpServer as HttpServer | undefined);
    server.engine.use(noteUpgradeResponse);
    server.engine.on('connection', (raw: EngineConnection) => {
      handshakeWritten(raw.request.socket); // the open packet is written: both go out now
      this.pacing.pace(raw.transport);
      raw.on('upgrade', (transport) => this.pacing.pace(transport));
      const ip = this.addresses.of(raw.request);
      releaseRequest(raw);
      this.total++;
      this.open.set(ip, (this.open.get(ip) ?? 0) + 1);
      raw.once('close', () => {
        this.total--;
        const left = (this.open.get(ip) ?? 1) - 1;
        if (left > 0) this.open.set(ip, left);
        else this.open.delete(ip);
      });
    });
    return server;
  }

  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (result: unknown) => Observable<unknown>,
  ): void {
    bindMessageHandlers(socket, handlers, transform, (payload) => this.mapPayload(payload));
  }

  override bindClientConnect(server: Namespace, callback: (socket: Socket) => void): void {
    server.on('connection', (socket: Socket) => {
      // The gateways key their limits on handshake.address: the client's, behind a trusted proxy too.
      socket.handshake.address = this.addresses.of(socket.request);
      guardPackets(socket, socket.handshake.address, this.limits, this.budgets);
      callback(socket);
    });
  }

  /**
   * engine.io answers a refused websocket upgrade 400; this answers it 403 with the reason first (engine.io's
   * own listener then finds the socket closed). Registered once per HTTP server.
   */
  private refuseUpgradesWith403(http: HttpServer | undefined): void {
    if (!http || refusing.has(http)) return;
    refusing.add(http);
    http.prependListener('upgrade', (req: IncomingMessage, socket: Duplex) => {
      if (!SOCKET_IO_PATH.test(req.url ?? '')) return;
      const refusal = this.refusalOf(req);
      if (refusal === null) return sendHandshakeAsOne(socket);
      const body = JSON.stringify({ code: 4, message: refusal });
      const answer =
        `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      // Before engine.io's own refusal (its allowRequest answers after the same delay, on a timer set later).
      setTimeout(() => socket.end(answer), REFUSAL_DELAY_MS).unref();
    });
  }

  private refusalOf(req: IncomingMessage): string | null {
    if (!this.cors.allows(req.headers.origin, req.headers.host)) return 'origin not allowed';
    const { maxSockets, maxSocketsPerIp } = this.limits;
    if (maxSockets > 0 && this.total >= maxSockets) return 'the server holds as many connections as it may';
    const ip = this.addresses.of(req);
    if (maxSocketsPerIp > 0 && (this.open.get(ip) ?? 0) >= maxSocketsPerIp)
      return 'too many connections from this address';
    if (this.budgets.events.waitFor(ip) > 0) return 'too many socket messages from this address';
    return null;
  }
}

/** The upgrades corked until engine.io's open packet is written (or the turn ends, for one that opens nothing). */
const corked = new WeakSet<Duplex>();

/**
 * The websocket's 101 answer and engine.io's open packet (written after a promise, once the upgrade is done) go
 * out as one write: a joining spectator's connection costs one write fewer. The socket is corked until engine.io's
 * `connection` (handshakeWritten); an upgrade that opens no connection (a polling client's, or one refused
 * later) is uncorked at the end of the turn.
 */
function sendHandshakeAsOne(socket: Duplex): void {
  socket.cork();
  corked.add(socket);
  setImmediate(() => handshakeWritten(socket));
}

function handshakeWritten(socket: Duplex): void {
  if (corked.delete(socket)) socket.uncork();
}

/** The HTTP servers whose upgrades are checked already (one adapter serves every namespace of one server). */
const refusing = new WeakSet<HttpServer>();
