import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EventStore } from '@periscope/event-store';
import request from 'supertest';
import { AppModule } from '../apps/server/src/app.module';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';

describe('server (in process, memory store)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.init();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health reports the store up, with its kind and head position', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { eventStore: { status: 'up', kind: 'memory', headPosition: 0 } },
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('periscope');
    expect(Object.keys(res.body.paths)).toContain('/api/health');
    await request(app.getHttpServer()).get('/api/docs').expect(200);
  });

  it('answers an unknown API route with a stable error code', async () => {
    const res = await request(app.getHttpServer()).get('/api/nowhere').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'http/404',
      message: 'Cannot GET /api/nowhere',
      error: 'Not Found',
    });
  });

  it('reports 503 when the store stops answering', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const ping = jest.spyOn(store, 'ping').mockRejectedValueOnce(new Error('disk gone'));
    const res = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body.error.eventStore).toMatchObject({ status: 'down', message: 'disk gone' });
    ping.mockRestore();
  });
});
