import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../common/error-body';
import type { ServerLimits } from './limits';
import { CLIENT_ERRORS, MALFORMED_REQUEST } from './refusals';

/**
 * The HTTP server's defences against one client holding it (issue 16 §4): timeouts for the headers, the whole
 * request and idle connections, a cap on connections per IP, and the JSON error body for what Node refuses itself.
 */
export function guardHttpServer(server: Server, limits: ServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs; // an idle socket is destroyed (a websocket turns this off: it pings)
  if (limits.maxConnectionsPerIp > 0) capConnectionsPerIp(server, limits.maxConnectionsPerIp);
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    bodyDeadline(req, res, limits.requestTimeoutMs),
  );
  server.on('clientError', answerClientError);
}

/** Over `max` open connections from one address, the new one is closed before Node reads a byte of it. */
function capConnectionsPerIp(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
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
  return (
    `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
    `Connection: close\r\n\r\n${json}`
  );
}
