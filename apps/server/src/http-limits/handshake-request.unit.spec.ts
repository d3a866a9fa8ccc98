import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { noteUpgradeResponse, releaseRequest } from './handshake-request';

/** A handshake request as engine.io hands it on: its headers, url and parsed query, from a TCP peer. */
function handshakeRequest(): IncomingMessage {
  const tcp = new Socket();
  Object.defineProperty(tcp, 'remoteAddress', { value: '10.0.0.7' });
  const req = new IncomingMessage(tcp);
  req.url = '/socket.io/?EIO=4&transport=websocket';
  req.headers = { origin: 'https://periscope.example', 'x-forwarded-for': '203.0.113.9' };
  Object.assign(req, { _query: { EIO: '4', transport: 'websocket' } });
  return req;
}

describe("a connection's handshake request", () => {
  it('is let go once the connection is open: the connection keeps what is read of it, the upgrade’s response drops it', () => {
    const req = handshakeRequest();
    const response = { req: req as unknown };
    noteUpgradeResponse(req, response, () => undefined);
    const connection = { request: req };
    releaseRequest(connection);
    expect(connection.request).not.toBeInstanceOf(IncomingMessage);
    expect(connection.request).toEqual({
      headers: req.headers,
      url: '/socket.io/?EIO=4&transport=websocket',
      _query: { EIO: '4', transport: 'websocket' },
      socket: { remoteAddress: '10.0.0.7' },
      connection: { encrypted: false },
    });
    expect(response.req).toBeUndefined();
  });

  it('leaves a polling request’s real response as it is', () => {
    const req = handshakeRequest();
    const response = new ServerResponse(req);
    const next = jest.fn();
    noteUpgradeResponse(req, response, next);
    releaseRequest({ request: req });
    expect(next).toHaveBeenCalledTimes(1);
    expect(response.req).toBe(req);
  });
});
