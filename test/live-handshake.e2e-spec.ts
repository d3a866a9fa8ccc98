import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Socket as TcpSocket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Socket as ServerSocket } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { LiveGateway } from '../apps/server/src/live/live.gateway';
import { closeAll, listeningWith } from './support/limited-server';

/** What the server hands its TCP socket to send, one entry per write (a corked run of writes is one writev). */
function recordWrites(socket: TcpSocket): string[][] {
  const text = (chunk: Buffer | string) => (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
  const writes: string[][] = [];
  const stream = socket as unknown as {
    _write(chunk: Buffer, encoding: string, done: () => void): void;
    _writev(chunks: { chunk: Buffer | string }[], done: () => void): void;
  };
  const write = stream._write.bind(socket);
  const writev = stream._writev.bind(socket);
  stream._write = (chunk, encoding, done) => (writes.push([text(chunk)]), write(chunk, encoding, done));
  stream._writev = (chunks, done) => (writes.push(chunks.map((c) => text(c.chunk))), writev(chunks, done));
  return writes;
}

/** V8's collector, reachable in this process without node's --expose-gc flag. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

// A crowd's joins cost the server a write per message (on loopback the sender's write also runs the receiver's
// TCP stack): the websocket's 101 answer and engine.io's open packet go out as one (docs/live.md).
describe('a spectator’s websocket handshake', () => {
  let app: INestApplication;
  let url: string;
  const opened: Socket[] = [];

  beforeAll(async () => ({ app, url } = await listeningWith({})));
  afterAll(async () => {
    await closeAll(opened, 50);
    await app.close();
  });

  it('sends the 101 answer and the open packet in one write, then the namespace’s connect', async () => {
    const upgrades: string[][][] = [];
    (app.getHttpServer() as HttpServer).prependListener('upgrade', (_req, socket: TcpSocket) =>
      upgrades.push(recordWrites(socket)),
    );
    const socket = io(`${url}/live`, { transports: ['websocket'], forceNew: true, reconnection: false });
    opened.push(socket);
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('connect_error', reject),
    );

    expect(upgrades).toHaveLength(1);
    const [first, ...then] = upgrades[0].map((parts) => parts.join(''));
    expect(first).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n[\s\S]*\r\n\r\n\x81.0\{"sid":"/);
    expect(then.join('')).toContain('40/live,{"sid":"');
    expect(then.join('')).not.toContain('HTTP/1.1');
  });

  // Each connection kept its handshake request (some 3 KB of heap) for its whole life (docs/live.md "Memory per
  // spectator"): it is let go once open, the namespace's handshake still holds its headers and the client's address.
  it('lets the handshake’s request go once the connection is open', async () => {
    let request: WeakRef<IncomingMessage> | undefined;
    const connected = jest.spyOn(app.get(LiveGateway), 'handleConnection');
    (app.getHttpServer() as HttpServer).prependListener(
      'upgrade',
      (req: IncomingMessage) => (request = new WeakRef(req)),
    );
    const socket = io(`${url}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-periscope-probe': 'kept' },
    });
    opened.push(socket);
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('connect_error', reject),
    );
    const answer = await socket.timeout(5000).emitWithAck('join', { stream: 'career', id: 'no-such-career' });
    expect(answer).toMatchObject({ ok: false, error: { statusCode: 404 } }); // the connection still serves
    const { handshake } = connected.mock.calls[0][0] as ServerSocket;
    expect(handshake.headers['x-periscope-probe']).toBe('kept');
    expect(handshake.address).toBe('127.0.0.1');
    const gc = collector();
    for (let i = 0; i < 3 && request?.deref(); i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }
    expect(request).toBeDefined();
    expect(request?.deref()).toBeUndefined();
  });
});
