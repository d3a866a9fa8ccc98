import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { Server as HttpServer } from 'node:http';
import type { Socket as TcpSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
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
});
