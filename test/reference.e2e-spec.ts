import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { defaultChartPack, gameReference, OPTION_NAMES, UBOAT_TYPES } from '@periscope/rules';
import request from 'supertest';
import { e2eApp } from './support/e2e-app';

describe('GET /api/reference (the game as data for the web client)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.init();
  });
  afterAll(() => app.close());

  it('answers the rules reference, cacheable for an hour', async () => {
    const res = await request(app.getHttpServer()).get('/api/reference').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(gameReference())));
    expect(res.body.rules['9.6.9']).toBe('The escort detection roll');
    expect(res.body.options.map((o: { name: string }) => o.name)).toEqual(OPTION_NAMES);
    expect(res.body.boats.map((b: { type: string }) => b.type)).toEqual(UBOAT_TYPES);
    expect(res.body.chartPack.version).toBe(defaultChartPack.version);
  });

  it('a boat offered at a start month it allows is accepted by POST /api/careers', async () => {
    const { boats } = (await request(app.getHttpServer()).get('/api/reference').expect(200)).body;
    const flak = boats.find((b: { type: string }) => b.type === 'VIIC Flak');
    expect(flak.startMonths).toEqual({ first: '1943-07', last: '1943-11' });
    const start = { uboatType: 'VIIC Flak', kommandant: 'Kptlt. Reference' };
    await request(app.getHttpServer())
      .post('/api/careers')
      .send({ ...start, startDate: flak.startMonths.last })
      .expect(201);
    const refused = await request(app.getHttpServer())
      .post('/api/careers')
      .send({ ...start, startDate: '1943-12' })
      .expect(422);
    expect(refused.body.code).toBe('career/boat-not-available');
  });

  it('is described in the OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toContain('/api/reference');
  });
});
