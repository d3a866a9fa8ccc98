import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import { verifyExport } from '@periscope/audit';
import type { EventStore } from '@periscope/event-store';
import { AUDIT_VERIFIERS } from '@periscope/play';
import request from 'supertest';
import type { App } from 'supertest/types';
import { hashToken } from '../apps/server/src/common/bearer-token';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { drawnSeed, simulate } from './support/career-driver';
import { CareersClient } from './support/careers-client';
import { e2eApp, QueuedSeeds } from './support/e2e-app';
import { SoftAuthenticator } from './support/soft-authenticator';

// An account's export and deletion (docs/accounts.md "Export and deletion"): the export holds the account's own
// events and its claimed seats; a deletion erases the name, the passkeys, the sessions and the recovery code from
// the store for good, and every export of the account's careers still verifies.

const NAME = 'Engelbert Endrass';
/** A player seed whose career, played by the test bot on this server seed, ends (5.1). */
const SERVER_SEED = 'deletion-e2e-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`deletion-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
) as string;

describe("an account's export and deletion", () => {
  let app: INestApplication;
  let http: App;
  let base: string;
  let store: EventStore;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    http = app.getHttpServer() as App;
    store = app.get(EVENT_STORE);
  });
  afterAll(() => app.close());

  const post = (path: string, body: object) => request(http).post(path).set('Origin', base).send(body);

  async function signUp() {
    const passkey = new SoftAuthenticator(base);
    const options = (await post('/api/accounts/registration', { name: NAME }).expect(200)).body;
    const answer = passkey.register(options.options);
    const created = await post('/api/accounts', { ceremonyId: options.ceremonyId, response: answer }).expect(
      201,
    );
    const cookie = String(created.headers['set-cookie']).split(';')[0];
    return { passkey, cookie, credentialId: answer.id, recoveryCode: created.body.recoveryCode as string };
  }

  /** Everything the store holds, every stream, as text. */
  async function everything(): Promise<string> {
    const all: unknown[] = [];
    for await (const event of store.readAll()) all.push(event);
    return JSON.stringify(all);
  }

  it('exports what the account holds, then erases its personal data while its careers still verify', async () => {
    expect(ENDING_SEED).toBeDefined();
    const player = await signUp();
    const careers = new CareersClient(http);
    seeds.queue.push(SERVER_SEED);
    const finished = await careers.started({ playerSeed: ENDING_SEED });
    await careers.play(finished, finished.pending);
    const running = await careers.started();
    for (const seat of [finished, running])
      await post('/api/accounts/me/claims', { kind: 'career', id: seat.careerId, token: seat.seatToken })
        .set('Cookie', player.cookie)
        .expect(201);

    const exported = await request(http)
      .get('/api/accounts/me/export')
      .set('Origin', base)
      .set('Cookie', player.cookie)
      .expect(200)
      .expect('Content-Type', /application\/x-ndjson/);
    const lines = exported.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ kind: 'account', name: NAME });
    expect(lines.filter((l) => l.kind === 'event').map((l) => l.type)).toEqual([
      'PlayerRegistered',
      'PasskeyAdded',
      'SessionOpened',
      'SeatClaimed',
      'SeatClaimed',
    ]);
    expect(lines.filter((l) => l.kind === 'claim')).toEqual(
      [finished, running].map((seat) => ({
        kind: 'claim',
        seat: { kind: 'career', id: seat.careerId },
        export: `/api/careers/${seat.careerId}/export`,
      })),
    );
    expect(exported.text).not.toContain(hashToken(player.recoveryCode)); // hashes are sealed

    const elsewhere = request(http).delete('/api/accounts/me').set('Origin', 'https://elsewhere.example');
    expect((await elsewhere.set('Cookie', player.cookie).expect(403)).body.code).toBe('session/cross-site');
    await request(http)
      .delete('/api/accounts/me')
      .set('Origin', base)
      .set('Cookie', player.cookie)
      .expect(204);

    const stored = await everything();
    for (const personal of [NAME, player.credentialId, hashToken(player.recoveryCode)])
      expect(stored).not.toContain(personal);
    const me = await request(http).get('/api/accounts/me').set('Cookie', player.cookie).expect(200);
    expect(me.body.account).toBeNull();
    await request(http)
      .get(`/api/players/${encodeURIComponent(NAME)}`)
      .expect(404);
    const options = (await post('/api/accounts/sessions/options', {}).expect(200)).body;
    const signIn = await post('/api/accounts/sessions', {
      ceremonyId: options.ceremonyId,
      response: player.passkey.authenticate(options.options),
    });
    expect(signIn.body.code).toBe('passkey/refused');
    // The seat is the token's again: the erased account's session opens nothing.
    const bySession = await post(`/api/careers/${running.careerId}/commands`, {}).set(
      'Cookie',
      player.cookie,
    );
    expect(bySession.status).toBe(401);

    for (const seat of [finished, running]) {
      const ndjson = (await request(http).get(`/api/careers/${seat.careerId}/export`).expect(200)).text;
      const report = verifyExport(ndjson, { verifiers: AUDIT_VERIFIERS });
      expect({ career: seat.careerId, ok: report.ok, findings: report.findings }).toEqual({
        career: seat.careerId,
        ok: true,
        findings: [],
      });
    }
  });
});
