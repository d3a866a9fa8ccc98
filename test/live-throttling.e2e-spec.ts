import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EventStore } from '@periscope/event-store';
import request from 'supertest';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { CareersClient, type Seat } from './support/careers-client';
import { LiveClient } from './support/live-client';
import { appModuleWith } from './support/app-module-with';

const LIMITS = {
  THROTTLE_LIMIT: '25',
  THROTTLE_TTL_MS: '60000',
  THROTTLE_COMMAND_LIMIT: '3',
  THROTTLE_COMMAND_TTL_MS: '60000',
};

describe('rate limits (THROTTLE_*)', () => {
  let app: INestApplication;
  let url: string;
  let store: EventStore;
  let client: CareersClient;

  beforeEach(async () => {
    const module = await Test.createTestingModule({ imports: [await appModuleWith(LIMITS)] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    store = app.get(EVENT_STORE);
    client = new CareersClient(app.getHttpServer());
  });
  afterEach(() => app.close());

  const streamLength = async (seat: Seat) => (await store.readStream(`career-${seat.careerId}`)).length;

  it('answers the command over the limit with 429 rate/limited and Retry-After, and appends nothing', async () => {
    const seat = await client.started(); // POST /careers is a command too: 1 of this IP's 3
    const other = await client.started(); // 2 of 3, from the same IP but without a token
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(200); // 1 of this seat's 3
    const before = await streamLength(seat);
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(422);
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(422);
    const refused = await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'rate/limited',
      message: expect.stringMatching(/^Too many requests: at most 3 in 60 s; try again in \d+ s$/),
      limit: 3,
      ttlMs: 60000,
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after-commands'])).toBeGreaterThan(0);
    expect(await streamLength(seat)).toBe(before);
    // Another seat has its own budget; reads are not commands.
    await client.send(other, { type: 'AssignPatrol', data: {} }).expect(200);
    await client.get(`/api/careers/${seat.careerId}`).expect(200);
  });

  it('limits every request per IP, reads included', async () => {
    const seat = await client.started();
    const answers: number[] = [];
    for (let n = 0; n < 30; n++) answers.push((await client.get(`/api/careers/${seat.careerId}`)).status);
    expect(answers.filter((s) => s === 200).length).toBe(24); // 25, less the start
    const refused = await request(app.getHttpServer()).get(`/api/careers/${seat.careerId}`).expect(429);
    expect(refused.body.code).toBe('rate/limited');
  });

  it('spends the same budget for commands over the socket', async () => {
    const seat = await client.started();
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(200);
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(422);
    const player = new LiveClient(url, seat.seatToken);
    await player.connected();
    const command = { stream: 'career', id: seat.careerId, type: 'EnterNextBox', data: {} };
    const third = await player.request<{ ok: boolean; error?: { code: string } }>('command', {
      ...command,
      commandId: 'socket-1',
    });
    expect(third.error?.code).not.toBe('rate/limited');
    const fourth = await player.request<{ ok: boolean; error?: { statusCode: number; code: string } }>(
      'command',
      { ...command, commandId: 'socket-2' },
    );
    expect(fourth).toMatchObject({ ok: false, error: { statusCode: 429, code: 'rate/limited' } });
    player.close();
  });
});
