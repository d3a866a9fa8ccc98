import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { connect, Socket as TcpSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { closeAll, listeningWith, received, wait } from './support/limited-server';

// Hostile clients on loopback, with small limits so that every loop is short.
const LIMITS = {
  JSON_MAX_DEPTH: '32',
  HTTP_BODY_LIMIT_BYTES: '65536',
  HTTP_MAX_CONNECTIONS_PER_IP: '12',
  HTTP_IDLE_TIMEOUT_MS: '1500',
  HTTP_REQUEST_TIMEOUT_MS: '1500',
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  SOCKET_MAX_CONNECTIONS_PER_IP: '4',
  SOCKET_JOIN_LIMIT: '5',
  SOCKET_JOIN_TTL_MS: '60000',
  CORS_ORIGINS: 'https://allowed.example',
};

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const CAREER = '{"uboatType":"VIIC","startDate":"1943-07","kommandant":"Kptlt. Schmidt"';

/** Resolves true once the TCP socket is closed by the other end, false after `ms`. */
const closedWithin = (socket: TcpSocket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => (clearTimeout(timer), resolve(true)));
  });

describe('hardening', () => {
  let app: INestApplication;
  let url: string;
  let port: number;
  let store: EventStore;
  const opened: (TcpSocket | Socket)[] = [];

  beforeAll(async () => {
    ({ app, url, port } = await listeningWith(LIMITS));
    store = app.get(EVENT_STORE);
  });
  afterEach(() => closeAll(opened, 50)); // the server sees the closes before the next test counts connections
  afterAll(() => app.close());

  const tcp = () => {
    const socket = connect(port, '127.0.0.1');
    opened.push(socket);
    return new Promise<TcpSocket>((resolve, reject) =>
      socket.once('connect', () => resolve(socket)).once('error', reject),
    );
  };
  const client = (namespace: string, origin?: string) => {
    const socket = io(`${url}${namespace}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(origin && { extraHeaders: { origin } }),
    });
    opened.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
  const ask = (socket: Socket, event: string, body: unknown) =>
    socket.timeout(5000).emitWithAck(event, body) as Promise<{ ok: boolean; error?: { code: string } }>;

  describe('§3 deep and large JSON', () => {
    it('answers a body nested 1,300 levels with 400 validation/too-deep, appending nothing', async () => {
      const head = await store.headPosition();
      const res = await request(app.getHttpServer())
        .post('/api/careers')
        .set('content-type', 'application/json')
        .send(`${CAREER},"options":${nested(1300)}}`)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'validation/too-deep',
        message: expect.stringContaining('32'),
      });
      expect(await store.headPosition()).toBe(head);
    });

    it('refuses 30,000 levels at once, and still takes a body at the bound', async () => {
      const started = performance.now();
      await request(app.getHttpServer())
        .post('/api/careers')
        .set('content-type', 'application/json')
        .send(`${CAREER},"options":${nested(30_000)}}`) // 60 KB, under the body limit
        .expect(400);
      expect(performance.now() - started).toBeLessThan(2000);
      const atBound = await request(app.getHttpServer())
        .post('/api/careers')
        .set('content-type', 'application/json')
        .send(`${CAREER},"options":${nested(31)}}`);
      expect(atBound.body.code).not.toBe('validation/too-deep');
    });

    it('answers a deep socket message with validation/too-deep on /live and /tournaments', async () => {
      for (const namespace of ['/live', '/tournaments']) {
        const socket = client(namespace);
        expect(await connected(socket)).toBe(true);
        const deep = JSON.parse(nested(1300));
        const ack = await ask(socket, 'join', { stream: 'career', id: 'x', after: deep });
        expect(ack).toMatchObject({ ok: false, error: { statusCode: 400, code: 'validation/too-deep' } });
        socket.close();
      }
    });

    it('disconnects a socket whose message is over the size limit', async () => {
      const socket = client('/live');
      expect(await connected(socket)).toBe(true);
      const gone = new Promise((resolve) => socket.once('disconnect', resolve));
      socket.emit('join', { stream: 'career', id: 'x'.repeat(100_000) });
      await expect(Promise.race([gone, wait(3000).then(() => 'still connected')])).resolves.toBe(
        'transport close',
      );
    });
  });

  describe('§4 connections', () => {
    it('closes an idle connection after HTTP_IDLE_TIMEOUT_MS', async () => {
      const socket = await tcp();
      expect(await closedWithin(socket, 4000)).toBe(true);
    });

    it('answers a body that stalls with 408 and the error body', async () => {
      const socket = await tcp();
      const answer = received(socket, 5000);
      socket.write(
        'POST /api/careers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"uboat',
      );
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
        statusCode: 408,
        code: 'http/request-timeout',
      });
    });

    it('caps the connections from one IP, and serves again once one closes', async () => {
      const held = await Promise.all(Array.from({ length: 12 }, tcp));
      const over = await tcp();
      expect(await closedWithin(over, 1000)).toBe(true);
      held[0].destroy();
      await wait(100);
      const next = await tcp();
      const answer = received(next, 2000);
      next.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    });

    it('caps the socket.io connections from one IP', async () => {
      const sockets = Array.from({ length: 4 }, () => client('/live'));
      expect(await Promise.all(sockets.map(connected))).toEqual([true, true, true, true]);
      expect(await connected(client('/live'))).toBe(false);
      sockets[0].close();
      await wait(100);
      expect(await connected(client('/tournaments'))).toBe(true);
    });

    it('throttles joins per IP with 429 rate/limited, on both namespaces', async () => {
      const live = client('/live');
      const board = client('/tournaments');
      expect(await Promise.all([connected(live), connected(board)])).toEqual([true, true]);
      const acks = [];
      for (let n = 0; n < 4; n++) acks.push(await ask(live, 'join', { stream: 'career', id: `c${n}` }));
      acks.push(await ask(board, 'join', { id: 't1' }));
      expect(acks.map((a) => a.error?.code)).not.toContain('rate/limited');
      const over = await ask(board, 'join', { id: 't2' });
      expect(over).toMatchObject({ ok: false, error: { statusCode: 429, code: 'rate/limited' } });
      expect(await ask(live, 'join', { stream: 'career', id: 'c9' })).toMatchObject({
        error: { code: 'rate/limited' },
      });
    });
  });

  describe('§6 smaller', () => {
    it('answers a tournament with "registration": null with 400, not 500', async () => {
      const res = await request(app.getHttpServer())
        .post('/api/tournaments')
        .send({ name: 'Cup', organiser: 'BdU', format: 'survival', startDate: '1943-07', registration: null })
        .expect(400);
      expect(res.body.code).toBe('validation/invalid-input');
    });

    it('answers a URL over 16 KB with 431 and the JSON error body', async () => {
      const socket = await tcp();
      const answer = received(socket, 3000);
      socket.write(`GET /api/careers?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 431/);
      expect(text).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
        statusCode: 431,
        code: 'http/431',
      });
    });

    it('answers a form-encoded or plain-text body on a JSON route with 415, appending nothing', async () => {
      const head = await store.headPosition();
      const form = await request(app.getHttpServer())
        .post('/api/careers')
        .type('form')
        .send({ uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Schmidt' })
        .expect(415);
      expect(form.body).toMatchObject({ statusCode: 415, code: 'http/unsupported-media-type' });
      await request(app.getHttpServer())
        .post('/api/careers')
        .set('content-type', 'text/plain')
        .send(`${CAREER}}`)
        .expect(415);
      expect(await store.headPosition()).toBe(head);
    });

    it('sends no X-Powered-By', async () => {
      const res = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('applies one CORS policy (CORS_ORIGINS) to HTTP and socket.io', async () => {
      const http = app.getHttpServer();
      const allowed = await request(http)
        .options('/api/careers')
        .set('origin', 'https://allowed.example')
        .set('access-control-request-method', 'POST');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
      const refused = await request(http)
        .options('/api/careers')
        .set('origin', 'https://evil.example')
        .set('access-control-request-method', 'POST');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const read = await request(http).get('/api/health').set('origin', 'https://evil.example');
      expect(read.headers['access-control-allow-origin']).toBeUndefined();

      expect(await connected(client('/live', 'https://allowed.example'))).toBe(true);
      expect(await connected(client('/live', 'https://evil.example'))).toBe(false);
      expect(await connected(client('/tournaments', 'https://evil.example'))).toBe(false);
      expect(await connected(client('/live', url))).toBe(true); // the same origin as the server
    });
  });
});
