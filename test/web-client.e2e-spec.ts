import { ASSET, INDEX_HTML, WEB_DIST } from './support/web-dist.env';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { e2eApp } from './support/e2e-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CLIENT_ROUTES = ['/', '/careers/abc', '/games/x', '/tournaments/y', '/audit', '/careers'];

const notFoundBody = (method: string, path: string) => ({
  statusCode: 404,
  code: 'http/404',
  message: `Cannot ${method} ${path}`,
  error: 'Not Found',
});

describe('the web client beside the API', () => {
  let app: INestApplication;
  let http: App;

  describe('with a build in WEB_DIST', () => {
    beforeAll(async () => {
      app = await e2eApp(undefined);
      await app.init();
      http = app.getHttpServer();
    });
    afterAll(() => app.close());

    it.each(CLIENT_ROUTES)(
      'GET %s answers index.html, revalidated on every load (a reload keeps the screen)',
      async (path) => {
        const res = await request(http).get(path).expect(200);
        expect(res.text).toBe(INDEX_HTML);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves the hashed assets, cached for a year', async () => {
      const res = await request(http).get(ASSET.path).expect(200);
      expect(res.text).toBe(ASSET.body);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('a missing asset is a 404, never index.html', async () => {
      const res = await request(http).get('/assets/index-000000.js').expect(404);
      expect(res.text).not.toContain(INDEX_HTML);
    });

    it('the API is under /api, with its JSON answers', async () => {
      const res = await request(http).get('/api/health').expect(200);
      expect(res.body).toMatchObject({ status: 'ok' });
      await request(http).get('/health').expect(200, INDEX_HTML);
    });

    it.each([
      ['GET', '/api/nowhere'],
      ['POST', '/api/nowhere'],
      ['DELETE', '/api/careers/x/y'],
      ['PUT', '/api'],
      ['GET', '/api/'],
    ])(
      'an unknown API route (%s %s) is the errors filter’s JSON 404, never index.html',
      async (method, path) => {
        const res = await request(http)[method.toLowerCase() as 'get'](path).expect(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual(notFoundBody(method, path));
      },
    );

    it('a body the API cannot parse keeps its own answer (400, 413), not a 404 of the client’s', async () => {
      const post = () => request(http).post('/api/careers').set('Content-Type', 'application/json');
      const malformed = await post().send('{"uboatType":').expect(400);
      expect(malformed.body).toMatchObject({ statusCode: 400, code: 'http/400' });
      const oversized = await post()
        .send({ kommandant: 'x'.repeat(200_000) })
        .expect(413);
      expect(oversized.body).toMatchObject({ statusCode: 413, code: 'http/413' });
    });

    it('/socket.io/… is never index.html', async () => {
      for (const path of ['/socket.io/', '/socket.io/whatever?EIO=4&transport=nothing']) {
        const res = await request(http).get(path);
        expect(res.status).not.toBe(200);
        expect(res.text).not.toContain(INDEX_HTML);
      }
    });
  });

  describe('without a build (no index.html in WEB_DIST)', () => {
    beforeAll(async () => {
      rmSync(join(WEB_DIST, 'index.html'));
      app = await e2eApp(undefined);
      await app.init();
      http = app.getHttpServer();
    });
    afterAll(async () => {
      await app.close();
      rmSync(WEB_DIST, { recursive: true, force: true });
    });

    it('/ (and every client route) says the web client is not built and how to build it', async () => {
      for (const path of ['/', '/careers/abc']) {
        const res = await request(http).get(path).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('The web client is not built');
        expect(res.text).toContain('npm run build');
      }
    });

    it('the API keeps working, its unknown routes still the JSON 404', async () => {
      await request(http).get('/api/health').expect(200);
      const res = await request(http).get('/api/nowhere').expect(404);
      expect(res.body).toEqual(notFoundBody('GET', '/api/nowhere'));
      await request(http).post('/').expect(404);
    });
  });
});
