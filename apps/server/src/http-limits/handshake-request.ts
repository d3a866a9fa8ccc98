import { ServerResponse, type IncomingMessage } from 'node:http';

/**
 * What is read of a connection's handshake request once it is open: socket.io's `handshake` of each namespace the
 * client connects to (its headers, url, query and whether the connection is encrypted) and the client's address
 * (client-address.ts: the TCP peer and X-Forwarded-For).
 */
interface HandshakeRequest {
  readonly headers: IncomingMessage['headers'];
  readonly url: string | undefined;
  readonly _query: unknown;
  readonly socket: { readonly remoteAddress: string | undefined };
  readonly connection: { readonly encrypted: boolean };
}

/** engine.io's stand-in response of a websocket upgrade: it keeps the request, and lives as long as the TCP socket. */
interface UpgradeResponse {
  req?: unknown;
}

const upgradeResponses = new WeakMap<IncomingMessage, UpgradeResponse>();

/** An engine.io middleware: notes an upgrade's stand-in response, to let its request go later (releaseRequest). */
export function noteUpgradeResponse(req: IncomingMessage, res: unknown, next: () => void): void {
  if (!(res instanceof ServerResponse)) upgradeResponses.set(req, res as UpgradeResponse);
  next();
}

/**
 * Once engine.io's connection is open, its handshake request (an IncomingMessage: its raw headers, stream states
 * and a property table engine.io's `delete` made a dictionary, some 3 KB of heap) is kept for the connection's life
 * by engine.io's socket and its upgrade's stand-in response, and read only for what HandshakeRequest holds. The
 * connection keeps that instead, and the request is let go (docs/live.md "Memory per spectator").
 */
export function releaseRequest(connection: { request: IncomingMessage }): void {
  const req = connection.request;
  const response = upgradeResponses.get(req);
  if (response) response.req = undefined;
  const kept: HandshakeRequest = {
    headers: req.headers,
    url: req.url,
    _query: (req as { _query?: unknown })._query,
    socket: { remoteAddress: req.socket?.remoteAddress },
    connection: { encrypted: (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true },
  };
  connection.request = kept as unknown as IncomingMessage;
}
