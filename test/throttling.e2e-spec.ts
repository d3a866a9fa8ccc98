import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { configureApp } from '../apps/server/src/configure-app';
import { CareersClient } from './support/careers-client';
import { appModuleWith } from './support/app-module-with';

const LIMITS = {
  THROTTLE_LIMIT: '10',
  THROTTLE_TTL_MS: '60000',
  THROTTLE_COMMAND_LIMIT: '2',
  THROTTLE_COMMAND_TTL_MS: '60000',
};

describe('rate limits: Retry-After and the health check (README "Rate limits")', () => {
  let app: INestApplication;
  let http: App;
  let client: CareersClient;

  beforeEach(async () => {
    const module = await Test.createTestingModule({ imports: [await appModuleWith(LIMITS)] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.init();
    http = app.getHttpServer();
    client = new CareersClient(http);
  });
  afterEach(() => app.close());

  it('answers a command over its limit with the standard Retry-After header, in whole seconds', async () => {
    const seat = await client.started(); // the IP's first command, without a token
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(200);
    await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(422);
    const refused = await client.send(seat, { type: 'AssignPatrol', data: {} }).expect(429);
    expect(refused.body.code).toBe('rate/limited');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a request over the IP limit with Retry-After too', async () => {
    let last = await request(http).get('/api/careers');
    for (let n = 0; n < 12 && last.status !== 429; n++) last = await request(http).get('/api/careers');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never throttles GET /api/health, nor counts it against the IP', async () => {
    for (let n = 0; n < 30; n++) await request(http).get('/api/health').expect(200);
    const answers: number[] = [];
    for (let n = 0; n < 10; n++) answers.push((await request(http).get('/api/careers')).status);
    expect(answers).toEqual(Array(10).fill(200));
    await request(http).get('/api/careers').expect(429);
    await request(http).get('/api/health').expect(200);
  });
});
