import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { connect, Socket as TcpSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { closeAll, listeningWith, received, wait } from './support/limited-server';
import { call } from './support/loopback-client';

// One visitor must not stall everyone: wide bodies, refusals before the guards, forged tokens, socket floods,
// the global bounds and the headers' deadline, with small limits so that every loop is short. Each test comes
// from its own loopback address (127.0.0.x): to the server, another client with its own budgets.
const LIMITS = {
  THROTTLE_LIMIT: '40',
  THROTTLE_REFUSAL_LIMIT: '8',
  HTTP_MAX_CONNECTIONS: '20',
  HTTP_MAX_CONNECTIONS_PER_IP: '50',
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '20000',
  SOCKET_MAX_CONNECTIONS: '3',
  SOCKET_EVENT_LIMIT: '30',
};

const CAREER = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Schmidt' };
const wide = (keys: number) =>
  JSON.stringify({ ...CAREER, ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 1])) });

describe('one visitor must not stall everyone', () => {
  let app: INestApplication;
  let url: string;
  let port: number;
  const opened: (TcpSocket | Socket)[] = [];

  beforeAll(async () => {
    ({ app, url, port } = await listeningWith(LIMITS));
  });
  afterEach(() => closeAll(opened, 100)); // the server sees the closes before the next test counts connections
  afterAll(() => app.close());

  const tcp = (from: string) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    opened.push(socket);
    return new Promise<TcpSocket>((resolve, reject) =>
      socket.once('connect', () => resolve(socket)).once('error', reject),
    );
  };
  const client = (namespace: string, from: string) => {
    const socket = io(`${url}${namespace}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      localAddress: from,
    } as Parameters<typeof io>[1]);
    opened.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });

  describe('wide bodies', () => {
    it('refuses a body of 8,500 keys before validation, with a short answer', async () => {
      const res = await call(port, '/api/careers', { method: 'POST', body: wide(8500), from: '127.0.0.2' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation/too-wide');
      expect(res.text.length).toBeLessThan(500);
    });

    it('lists the first bad fields only, not every unknown key', async () => {
      const res = await call(port, '/api/careers', { method: 'POST', body: wide(200), from: '127.0.0.3' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation/invalid-input');
      expect(res.body.details?.length).toBeLessThanOrEqual(10);
      expect(res.text.length).toBeLessThan(2000);
    });
  });

  describe('refusals spend the budget', () => {
    it('counts refusals made before the guards (415): past the limit the address is refused whole', async () => {
      const from = '127.0.0.4';
      for (let n = 0; n < 8; n++) {
        const form = { method: 'POST', body: 'a=1', headers: { 'content-type': 'text/plain' }, from };
        expect((await call(port, '/api/careers', form)).status).toBe(415);
      }
      const after = await call(port, '/api/careers', { from });
      expect(after.status).toBe(429);
      expect(after.body.code).toBe('rate/limited');
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(port, '/api/careers', { from: '127.0.0.44' })).status).toBe(200); // not a neighbour's
    });

    it('gives an invented bearer token no fresh command budget', async () => {
      const from = '127.0.0.5';
      const started = await call(port, '/api/careers', {
        method: 'POST',
        body: JSON.stringify(CAREER),
        from,
      });
      expect(started.status).toBe(201);
      const command = (token: string) =>
        call(port, `/api/careers/${started.body.careerId as string}/commands`, {
          method: 'POST',
          body: JSON.stringify({ commandId: token, type: 'AssignPatrol', data: {} }),
          headers: { authorization: `Bearer ${token}` },
          from,
        });
      for (let n = 0; n < 8; n++) expect((await command(`invented-${n}`)).status).toBe(403);
      const fresh = await command('invented-fresh');
      expect(fresh.status).toBe(429);
      expect(fresh.body.code).toBe('rate/limited');
    });
  });

  it('limits every socket event, leave included: past the limit the socket is refused and disconnected', async () => {
    const socket = client('/live', '127.0.0.7');
    expect(await connected(socket)).toBe(true);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const codes: string[] = [];
    for (let n = 0; n < 31; n++) {
      const ack = (await socket.timeout(5000).emitWithAck('leave', { stream: 'career', id: `x${n}` })) as {
        ok: boolean;
        error?: { code: string };
      };
      codes.push(ack.ok ? 'ok' : (ack.error?.code ?? '?'));
    }
    expect(codes.slice(0, 30)).not.toContain('rate/limited');
    expect(codes[30]).toBe('rate/limited');
    await expect(Promise.race([gone, wait(3000).then(() => 'still connected')])).resolves.not.toBe(
      'still connected',
    );
    expect(await connected(client('/live', '127.0.0.7'))).toBe(false); // its window spent: no new socket
    expect(await connected(client('/live', '127.0.0.77'))).toBe(true); // a neighbour's
  });

  describe('global bounds', () => {
    it('answers a connection over HTTP_MAX_CONNECTIONS 503 server/busy, whatever its address', async () => {
      const sockets = await Promise.all(Array.from({ length: 25 }, () => tcp('127.0.0.8')));
      const answers = await Promise.all(sockets.map((socket) => received(socket, 500)));
      const answer = answers.find((a) => a !== '') ?? '';
      expect(answers.filter((a) => a !== '').length).toBeGreaterThanOrEqual(5);
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer).toContain('"code":"server/busy"');
      expect(answer).toMatch(/Retry-After: \d+/);
    });

    it('refuses a socket over SOCKET_MAX_CONNECTIONS, and every refused handshake is 403', async () => {
      for (const from of ['127.0.0.9', '127.0.0.10', '127.0.0.11'])
        expect(await connected(client('/live', from))).toBe(true);
      expect(await connected(client('/live', '127.0.0.12'))).toBe(false);
      const upgrade = await tcp('127.0.0.12');
      const answer = received(upgrade, 2000);
      upgrade.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n' +
          'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(await answer).toMatch(/^HTTP\/1\.1 403/);
      const polling = await call(port, '/socket.io/?EIO=4&transport=polling', { from: '127.0.0.12' });
      expect(polling.status).toBe(403);
    });
  });

  it('answers headers that never end 408 at HTTP_HEADERS_TIMEOUT_MS, not Node’s 30 s check', async () => {
    const socket = await tcp('127.0.0.13');
    const answer = received(socket, 5000);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
