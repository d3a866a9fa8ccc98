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

describe('GET /api/reference in the player’s language (docs/i18n.md)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.init();
  });
  afterAll(() => app.close());

  const get = (query = '', accept?: string) => {
    const req = request(app.getHttpServer()).get(`/api/reference${query}`);
    return accept ? req.set('Accept-Language', accept) : req;
  };

  it('?lang= chooses the words: rule titles and optional rules in the editions’ terms, the rest as in English', async () => {
    const english = (await get('?lang=en').expect(200)).body;
    const spanish = (await get('?lang=es').expect(200)).body;
    const italian = (await get('?lang=it', 'es-ES').expect(200)).body; // ?lang= over the header
    expect(spanish.rules['9.6']).toBe('Detección de escolta y cargas de profundidad');
    expect(italian.rules['9.6']).toBe('Individuazione da parte della scorta e bombe di profondità');
    const evasive = (r: typeof english) =>
      r.options.find((o: { name: string }) => o.name === 'evasiveManoeuvres');
    expect(evasive(spanish)).toMatchObject({ rule: '14.8', title: 'Maniobras evasivas' });
    expect(evasive(italian).description).toMatch(/bombe di profondità/);
    const ability = (r: typeof english, value: string) =>
      r.options
        .find((o: { name: string }) => o.name === 'specialAbility')
        .values.choices.find((c: { value: string }) => c.value === value).detail;
    expect(ability(english, 'vigilant')).toBe('extra +1 on crash-dive rolls');
    expect(ability(spanish, 'vigilant')).toBe('+1 adicional en las tiradas de inmersión de emergencia');
    expect(ability(italian, 'vigilant')).toBe('+1 extra ai tiri di immersione rapida');
    expect({ ...spanish, rules: {}, options: [] }).toEqual({ ...english, rules: {}, options: [] });
    expect(english).toEqual(JSON.parse(JSON.stringify(gameReference())));
  });

  it('without ?lang=, the first of Accept-Language the reference is written in; else English', async () => {
    const res = await get('', 'de-DE,it;q=0.9,es;q=0.8').expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.body.rules['10.1']).toBe('Allagamento');
    expect((await get('', 'fr-FR,es;q=0.5,it;q=0.4').expect(200)).body.rules['10.1']).toBe('Inundación');
    expect((await get('', 'de-DE').expect(200)).body.rules['10.1']).toBe('Flooding');
    expect((await get().expect(200)).body.rules['10.1']).toBe('Flooding');
  });

  it('refuses a language it does not write with a stable code, and the OpenAPI document names the parameter', async () => {
    expect((await get('?lang=de').expect(400)).body.code).toBe('validation/invalid-input');
    const doc = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body;
    const parameters = doc.paths['/api/reference'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['lang', 'Accept-Language']));
  });
});
