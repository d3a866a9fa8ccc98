import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { io, type Socket } from 'socket.io-client';
import { configureApp } from '../apps/server/src/configure-app';
import { appModuleWith } from './support/app-module-with';
import { forwardingProxy, type ForwardingProxy } from './support/forwarding-proxy';
import { call } from './support/loopback-client';

// Behind a reverse proxy (TRUST_PROXY=1: the one in front), every per-IP limit counts the client's address that
// the proxy forwards, not the proxy's: one client spending its budget leaves the others theirs. The proxy is a real
// process-level hop: it forwards over TCP and adds X-Forwarded-For, as nginx does.
const LIMITS = {
  TRUST_PROXY: '1',
  THROTTLE_LIMIT: '5',
  SOCKET_MAX_CONNECTIONS_PER_IP: '2',
  SOCKET_EVENT_LIMIT: '1000',
  SOCKET_JOIN_LIMIT: '2',
};

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let app: INestApplication;
  let proxy: ForwardingProxy;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [await appModuleWith(LIMITS)] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    proxy = await forwardingProxy(new URL((await app.getUrl()).replace('[::1]', '127.0.0.1')));
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await proxy.close();
    await app.close();
  });

  const connected = (from: string) => {
    const s = io(`http://127.0.0.1:${proxy.port}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      localAddress: from,
    } as Parameters<typeof io>[1]);
    sockets.push(s);
    return s;
  };
  const socket = (from: string) =>
    new Promise<boolean>((resolve) => {
      const s = connected(from);
      s.once('connect', () => resolve(true));
      s.once('connect_error', () => resolve(false));
    });
  /** The error codes of `joins` joins from one client, through the proxy. */
  const joins = async (from: string, n: number) => {
    const s = connected(from);
    const out: (string | undefined)[] = [];
    for (let i = 0; i < n; i++) {
      const ack = (await s.emitWithAck('join', { stream: 'halloffame', id: 'careers' })) as {
        error?: { code: string };
      };
      out.push(ack.error?.code);
    }
    return out;
  };

  it('keys the request limit on the forwarded client address', async () => {
    const statuses = async (from: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await call(proxy.port, '/api/careers', { from })).status);
      return out;
    };
    expect(await statuses('127.0.0.21', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses('127.0.0.22', 5)).toEqual([200, 200, 200, 200, 200]); // another client, its own budget
  });

  it('believes no forged X-Forwarded-For beyond the hops it trusts', async () => {
    const out: number[] = [];
    for (let i = 0; i < 6; i++) {
      const forged = { from: '127.0.0.23', headers: { 'x-forwarded-for': `198.51.100.${i}` } };
      out.push((await call(proxy.port, '/api/careers', forged)).status);
    }
    expect(out).toEqual([200, 200, 200, 200, 200, 429]); // a new forged address each time buys nothing
  });

  it('keys the socket caps on the forwarded client address', async () => {
    expect([await socket('127.0.0.31'), await socket('127.0.0.31')]).toEqual([true, true]);
    expect(await socket('127.0.0.31')).toBe(false); // its third
    expect(await socket('127.0.0.32')).toBe(true); // another client through the same proxy
  });

  it('keys the join limit on the forwarded client address', async () => {
    expect(await joins('127.0.0.41', 3)).toEqual([undefined, undefined, 'rate/limited']);
    expect(await joins('127.0.0.42', 2)).toEqual([undefined, undefined]); // another client, its own budget
  });
});
