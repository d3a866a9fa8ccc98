import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { configureApp } from '../apps/server/src/configure-app';
import { appModuleWith } from './support/app-module-with';
import { START } from './support/careers-client';
import { SoftAuthenticator } from './support/soft-authenticator';

// The command limit per account as well as per IP (README "Rate limits", docs/accounts.md "Sessions"): a write
// that rides on a session spends its account's budget, wherever it comes from; one with a seat token spends the
// seat's, and one with neither its address's.

const LIMITS = {
  TRUST_PROXY: 'loopback',
  THROTTLE_LIMIT: '1000',
  THROTTLE_TTL_MS: '60000',
  THROTTLE_COMMAND_LIMIT: '4',
  THROTTLE_COMMAND_TTL_MS: '60000',
};

describe('rate limits per account', () => {
  let app: INestApplication;
  let http: App;
  let base: string;

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [await appModuleWith(LIMITS)] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    http = app.getHttpServer() as App;
    base = await app.getUrl();
  });
  afterAll(() => app.close());

  /** A write from the client at `ip` (behind the trusted proxy), from this site. */
  const post = (ip: string, path: string, body: object) =>
    request(http).post(path).set('X-Forwarded-For', ip).set('Origin', base).send(body);

  it('a signed-in account spread over several addresses is limited as one; its seat tokens and other addresses are not', async () => {
    const passkey = new SoftAuthenticator(base);
    const options = (
      await post('203.0.113.1', '/api/accounts/registration', { name: 'Hardegen' }).expect(200)
    ).body;
    const created = await post('203.0.113.1', '/api/accounts', {
      ceremonyId: options.ceremonyId,
      response: passkey.register(options.options),
    }).expect(201);
    const cookie = String(created.headers['set-cookie']).split(';')[0];
    const career = (await post('203.0.113.2', '/api/careers', START).expect(201)).body;
    const claim = { kind: 'career', id: career.careerId, token: career.seatToken };
    await post('203.0.113.3', '/api/accounts/me/claims', claim).set('Cookie', cookie).expect(201);

    // Three more writes by the session, each from an address of its own, spend the account's budget of four.
    const bySession = (ip: string, n: number) =>
      post(ip, `/api/careers/${career.careerId}/commands`, {
        commandId: `session-${n}`,
        type: 'Nonsense',
      }).set('Cookie', cookie);
    for (let n = 0; n < 3; n++) expect((await bySession(`198.51.100.${n + 1}`, n)).status).not.toBe(429);
    const refused = await bySession('198.51.100.9', 9);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate/limited');

    // The seat's token has its own budget, and so has an address with neither session nor token.
    const byToken = await post('198.51.100.9', `/api/careers/${career.careerId}/commands`, {
      commandId: 'token-1',
      type: 'Nonsense',
    }).set('Authorization', `Bearer ${career.seatToken}`);
    expect(byToken.status).not.toBe(429);
    await post('198.51.100.9', '/api/careers', START).expect(201);
    // A forged cookie with the account's id opens no session: it spends its address's budget, not the account's.
    const forged = `periscope_session=${cookie.split('=')[1].split('.')[0]}.${'A'.repeat(43)}`;
    await post('198.51.100.10', '/api/careers', START).set('Cookie', forged).expect(201);
  });
});
