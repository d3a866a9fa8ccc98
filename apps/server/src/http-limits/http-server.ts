import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../common/error-body';
import type { ClientAddresses } from './client-address';
import type { ServerLimits } from './limits';
import { CLIENT_ERRORS, MALFORMED_REQUEST, SERVER_BUSY } from './refusals';

/**
 * The HTTP server's defences against one client holding it: timeouts for the headers, the whole
 * request and idle connections, caps on connections in all and per IP, and the JSON error body for what Node
 * refuses itself.
 */
export function guardHttpServer(server: Server, limits: ServerLimits, addresses: ClientAddresses): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs; // an idle socket is destroyed (a websocket turns this off: it pings)
  capConnections(server, limits, addresses);
  headersDeadline(server, limits.headersTimeoutMs);
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    bodyDeadline(req, res, limits.requestTimeoutMs),
  );
  server.on('clientError', answerClientError);
}

/**
 * Over `maxConnections` open connections in all, a new one is answered 503 server/busy and closed; over
 * `maxConnectionsPerIp` from one address, it is closed before Node reads a byte of it. A trusted proxy's
 * connections carry many clients: only the global cap bounds them (its clients are counted by their requests).
 */
function capConnections(server: Server, limits: ServerLimits, addresses: ClientAddresses): void {
  const open = new Map<string, number>();
  let total = 0;
  server.prependListener('connection', (socket: Socket) => {
    if (limits.maxConnections > 0 && total >= limits.maxConnections)
      return void socket.write(rawResponse(SERVER_BUSY), () => socket.destroy());
    const ip = socket.remoteAddress ?? '';
    const perIp = limits.maxConnectionsPerIp > 0 && !addresses.fromProxy(ip);
    const count = (open.get(ip) ?? 0) + 1;
    if (perIp && count > limits.maxConnectionsPerIp) return void socket.destroy();
    total++;
    if (perIp) open.set(ip, count);
    socket.once('close', () => {
      total--;
      if (!perIp) return;
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

/**
 * A connection whose request headers have not all arrived `ms` after it opened (or after its last answer) is
 * answered 408 and closed, on time: Node's own headersTimeout is checked only every 30 s.
 */
function headersDeadline(server: Server, ms: number): void {
  const timers = new WeakMap<Socket, NodeJS.Timeout>();
  const clear = (socket: Socket) => clearTimeout(timers.get(socket));
  /** A first request begun is told why (408); a silent connection, or a kept-alive one, is closed. */
  const arm = (socket: Socket, first: boolean) => {
    clear(socket);
    const timer = setTimeout(() => {
      // A request being answered: its headers came (socket.io's requests never reach the 'request' listeners).
      if ((socket as Socket & { _httpMessage?: unknown })._httpMessage) return arm(socket, false);
      if (first && socket.bytesRead > 0 && socket.writable)
        socket.end(rawResponse(CLIENT_ERRORS.ERR_HTTP_REQUEST_TIMEOUT), () => socket.destroy());
      else socket.destroy();
    }, ms);
    timer.unref();
    timers.set(socket, timer);
  };
  server.on('connection', (socket: Socket) => {
    arm(socket, true);
    socket.once('close', () => clear(socket));
  });
  server.on('upgrade', (req: IncomingMessage) => clear(req.socket as Socket));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket as Socket;
    clear(socket);
    res.once('finish', () => !socket.destroyed && arm(socket, false));
  });
}

/**
 * A request whose body has not fully arrived `ms` after its headers is answered 408 and its connection closed.
 * (Node's own requestTimeout checks only every 30 s; this fires on time.) A slow handler is not the client's fault.
 */
function bodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return;
    const body = CLIENT_ERRORS.ERR_HTTP_REQUEST_TIMEOUT;
    const json = JSON.stringify(body);
    res.writeHead(body.statusCode, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      connection: 'close',
    });
    res.end(json, () => req.socket.destroy());
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}

/** Node's refusals (a request line or headers over 16 KB, a timeout, bad syntax), with the API's error body. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
  socket.end(rawResponse(CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST));
}

function rawResponse(body: ErrorBody): string {
  const json = JSON.stringify(body);
  const retry = body.statusCode === 503 ? 'Retry-After: 5\r\n' : '';
  return (
    `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\n${retry}` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
    `Connection: close\r\n\r\n${json}`
  );
}
