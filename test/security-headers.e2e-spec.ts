import { ASSET } from './support/web-dist.env';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { e2eApp } from './support/e2e-app';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (csp: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '')
      .map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]),
  );

const ROUTES: [group: string, method: 'get' | 'post', path: string, status: number][] = [
  ['the client page', 'get', '/', 200],
  ['the audit page', 'get', '/audit', 200],
  ['an asset', 'get', ASSET.path, 200],
  ['a missing asset', 'get', '/assets/gone-1234.js', 404],
  ['an API read', 'get', '/api/health', 200],
  ['an API refusal', 'post', '/api/careers', 400],
  ['the API docs', 'get', '/api/docs', 200],
  ['the API document', 'get', '/api/docs/openapi.json', 200],
];

describe('security headers on every route group', () => {
  let app: INestApplication;
  let http: App;
  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.init();
    http = app.getHttpServer();
  });
  afterAll(() => app.close());

  it.each(ROUTES)(
    '%s (%s %s) cannot be framed, sniffed or referred',
    async (_group, method, path, status) => {
      const res = await request(http)[method](path).set('Content-Type', 'application/json').send('{}');
      expect(res.status).toBe(status);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'"); // no inline script, no eval, anywhere
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'none'");
    },
  );

  it('lets the client run its audit worker and socket from its own origin, with no inline style', async () => {
    const csp = directives((await request(http).get('/audit')).headers['content-security-policy']);
    expect(csp['worker-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self'");
  });

  it("gives the docs' Swagger UI its inline styles, never inline scripts", async () => {
    const res = await request(http).get('/api/docs').expect(200);
    expect(directives(res.headers['content-security-policy'])['style-src']).toBe("'self' 'unsafe-inline'");
    expect(res.text).not.toMatch(/<script>/); // every script of the page is a file of this origin
  });
});
