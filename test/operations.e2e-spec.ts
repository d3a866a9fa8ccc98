import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EventStore } from '@periscope/event-store';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from '../apps/server/src/app.module';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { nextCommand } from './support/career-driver';
import { CareersClient } from './support/careers-client';
import { LiveClient } from './support/live-client';

/** The value of a Prometheus sample (`name{labels} value`) in a scrape, or undefined. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = scrape
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? wanted.every((w) => l.includes(w)) : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('operations: probes and Prometheus metrics (in process, memory store)', () => {
  let app: INestApplication;
  let url: string;
  const scrape = async () => (await request(app.getHttpServer()).get('/api/metrics').expect(200)).text;

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers liveness while the store is down, and readiness only while the store answers', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    const store = app.get<EventStore>(EVENT_STORE);
    const ping = jest.spyOn(store, 'ping').mockRejectedValue(new Error('disk gone'));
    try {
      await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
      const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(ready.body.error.eventStore).toMatchObject({ status: 'down' });
    } finally {
      ping.mockRestore();
    }
  });

  it('serves the Prometheus text format, with the event loop lag', async () => {
    const res = await request(app.getHttpServer()).get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;/);
    expect(res.headers['content-type']).toContain('version=0.0.4');
    expect(res.text).toMatch(/^# HELP periscope_http_requests_total /m);
    expect(sample(res.text, 'periscope_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests by route pattern, commands, and appends', async () => {
    const careers = new CareersClient(app.getHttpServer());
    const before = await scrape();
    const seat = await careers.started();
    await careers.send(seat, nextCommand(seat.pending)!).expect(200);
    await careers.send(seat, { type: 'NoSuchCommand' }).expect(400);
    await careers.get(`/api/careers/${seat.careerId}`).expect(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    const byId = { method: 'GET', route: '/api/careers/:id', status: '200' };
    expect(delta('periscope_http_requests_total', byId)).toBe(1);
    expect(after).not.toContain(seat.careerId); // ids never become series
    expect(delta('periscope_commands_total', { target: 'careers', transport: 'http', outcome: 'done' })).toBe(
      2,
    );
    expect(
      delta('periscope_commands_total', { target: 'careers', transport: 'http', outcome: 'refused' }),
    ).toBe(1);
    // The creation and the command each appended to the career's stream (and the creation to the seed's).
    expect(delta('periscope_appends_total', { category: 'career' })).toBe(2);
    expect(delta('periscope_appended_events_total', {})).toBeGreaterThanOrEqual(2);
  });

  it('counts the live socket’s commands as the HTTP ones: done, or refused (a spectator’s)', async () => {
    const careers = new CareersClient(app.getHttpServer());
    const seat = await careers.started();
    const [player, spectator] = [new LiveClient(url, seat.seatToken), new LiveClient(url)];
    try {
      const before = await scrape();
      const command = { stream: 'career', id: seat.careerId, ...nextCommand(seat.pending)! };
      expect(await player.request('command', { ...command, commandId: 'ops-1' })).toMatchObject({ ok: true });
      expect(await spectator.request('command', { ...command, commandId: 'ops-2' })).toMatchObject({
        ok: false,
      });
      const after = await scrape();
      const delta = (outcome: string) => {
        const labels = { target: 'live', transport: 'socket', outcome };
        return (
          (sample(after, 'periscope_commands_total', labels) ?? 0) -
          (sample(before, 'periscope_commands_total', labels) ?? 0)
        );
      };
      expect([delta('done'), delta('refused')]).toEqual([1, 1]);
    } finally {
      player.close();
      spectator.close();
    }
  });

  it('gauges live sockets per namespace and the read models’ lag behind the head', async () => {
    const client = new LiveClient(url);
    try {
      await client.connected();
      const open = await scrape();
      expect(sample(open, 'periscope_live_sockets', { namespace: '/live' })).toBe(1);
      expect(sample(open, 'periscope_live_sockets', { namespace: '/tournaments' })).toBe(0);
      for (const projection of ['Standings', 'CareerIndex', 'PatrolView'])
        expect(sample(open, 'periscope_projection_lag_positions', { projection })).toBeGreaterThanOrEqual(0);
    } finally {
      client.socket.close();
    }
  });
});
