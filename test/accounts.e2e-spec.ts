import './support/tournament-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { e2eApp } from './support/e2e-app';
import { GamesClient, TERMS } from './support/duel-driver';
import { SoftAuthenticator } from './support/soft-authenticator';
import { SQLITE_DIR } from './support/tournament-env';
import { TournamentsClient } from './support/tournament-driver';

// Accounts over the API (docs/accounts.md), a software authenticator answering the passkey ceremonies: a claimed
// seat acts by session on every route that takes its token, no one else's session does, a signed-in entrant
// enters a tournament once, and the tournament's export still verifies.

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

describe('accounts: claimed seats and tournament entries', () => {
  let app: INestApplication;
  let http: App;
  let base: string;

  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    http = app.getHttpServer() as App;
  });
  afterAll(() => app.close());

  /** A player signed up with a passkey: his session cookie, and the helpers that send it from this site. */
  async function player(name: string) {
    const passkey = new SoftAuthenticator(base);
    const options = (await post('/api/accounts/registration', { name }).expect(200)).body;
    const created = await post('/api/accounts', {
      ceremonyId: options.ceremonyId,
      response: passkey.register(options.options),
    }).expect(201);
    const cookie = String(created.headers['set-cookie']).split(';')[0];
    return {
      cookie,
      passkey,
      post: (path: string, body: object) => post(path, body).set('Cookie', cookie),
    };
  }

  const post = (path: string, body: object) => request(http).post(path).set('Origin', base).send(body);

  it('a ceremony is answered once, a name is taken once, and the account as its player reads it holds no key, hash or challenge', async () => {
    const schepke = await player('Schepke');
    const options = (await post('/api/accounts/sessions/options', {}).expect(200)).body;
    const answer = schepke.passkey.authenticate(options.options);
    await post('/api/accounts/sessions', { ceremonyId: options.ceremonyId, response: answer }).expect(200);
    const again = await post('/api/accounts/sessions', { ceremonyId: options.ceremonyId, response: answer });
    expect(again.body.code).toBe('passkey/ceremony-invalid');
    const taken = await post('/api/accounts/registration', { name: 'schepke' });
    expect(taken.body.code).toBe('account/name-taken');
    const me = await request(http).get('/api/accounts/me').set('Cookie', schepke.cookie).expect(200);
    expect(me.body.account).toMatchObject({ name: 'Schepke', passkeys: [{ transports: ['internal'] }] });
    expect(JSON.stringify(me.body)).not.toMatch(/publicKey|sessionHash|recoveryCodeHash|challenge/);
  });

  it('a claimed game seat and organiser console act by session; another account cannot', async () => {
    const owner = await player('Lüth');
    const stranger = await player('Topp');
    const games = new GamesClient(http);
    const a = { kommandant: 'Lüth', seedCommitment: commitment('a'.repeat(64)) };
    const created = (await games.create({ ...TERMS, ...a }).expect(201)).body;
    await owner
      .post('/api/accounts/me/claims', { kind: 'game', id: created.gameId, token: created.seatToken })
      .expect(201);
    // The guard passes on the session alone: the body is then what is refused (400), not the caller (401).
    const byOwner = await owner.post(`/api/games/${created.gameId}/commands`, {});
    expect(byOwner.status).toBe(400);
    const byStranger = await stranger.post(`/api/games/${created.gameId}/commands`, {});
    expect(byStranger.body.code).toBe('seat/token-missing');

    const cups = new TournamentsClient(http);
    const cup = (
      await cups
        .create({
          name: 'Lorient cup',
          organiser: 'BdU',
          format: 'survival',
          uboatTypes: ['VIIC'],
          startDate: '1943-07',
        })
        .expect(201)
    ).body;
    await owner
      .post('/api/accounts/me/claims', { kind: 'organiser', id: cup.tournamentId, token: cup.organiserToken })
      .expect(201);
    const claimedAgain = await owner.post('/api/accounts/me/claims', {
      kind: 'organiser',
      id: cup.tournamentId,
      token: cup.organiserToken,
    });
    expect(claimedAgain.body.code).toBe('account/seat-claimed');
    const strangerActs = await stranger.post(`/api/tournaments/${cup.tournamentId}/actions`, {
      type: 'PauseTournament',
      data: { reason: 'mine' },
    });
    expect(strangerActs.status).toBe(401);
    const crossSite = await request(http)
      .post(`/api/tournaments/${cup.tournamentId}/actions`)
      .set('Cookie', owner.cookie)
      .set('Origin', 'https://elsewhere.example')
      .send({ type: 'PauseTournament', data: { reason: 'forged' } });
    expect(crossSite.body.code).toBe('session/cross-site');
  });

  it('the organiser adds a co-organiser, whose session uses the console; a stranger cannot, nor can the co-organiser add others', async () => {
    const organiser = await player('Dönitz');
    const co = await player('Godt');
    const stranger = await player('Hessler');
    const cups = new TournamentsClient(http);
    const cup = (
      await cups
        .create({
          name: 'Kernével cup',
          organiser: 'BdU',
          format: 'survival',
          uboatTypes: ['VIIC'],
          startDate: '1943-07',
        })
        .expect(201)
    ).body;
    const path = `/api/tournaments/${cup.tournamentId}/co-organisers`;
    const pause = { type: 'PauseTournament', data: { reason: 'a convoy conference' } };
    const actions = `/api/tournaments/${cup.tournamentId}/actions`;

    // Before: the console is the organiser's token only.
    expect((await co.post(actions, pause)).status).toBe(401);
    expect((await co.post(path, { name: 'Godt' })).status).toBe(401);
    // The organiser's token adds one; the session of the account that claimed it adds another.
    await post(path, { name: 'Godt' }).set('Authorization', `Bearer ${cup.organiserToken}`).expect(201);
    await organiser
      .post('/api/accounts/me/claims', { kind: 'organiser', id: cup.tournamentId, token: cup.organiserToken })
      .expect(201);
    expect((await organiser.post(path, { name: 'nobody-of-that-name' })).body.code).toBe('player/not-found');

    // The co-organiser's session passes the console's guard (the tournament, not yet running, refuses the pause
    // itself: 422, not the caller's 401); a stranger's does not; and a co-organiser adds no one.
    const byCo = await co.post(actions, pause);
    expect(byCo.status).toBe(422);
    const byStranger = await stranger.post(actions, pause);
    expect(byStranger).toMatchObject({ status: 401, body: { code: 'organiser/token-missing' } });
    expect((await co.post(path, { name: 'Hessler' })).status).toBe(401);
    await post(path, { name: 'Godt' }).set('Authorization', 'Bearer not-the-token').expect(403);

    // Added twice, listed once: his account says whose console his session opens, and his page lists the cup.
    await organiser.post(path, { name: 'Godt' }).expect(201);
    const me = (await request(http).get('/api/accounts/me').set('Cookie', co.cookie).expect(200)).body;
    expect(me.account.coOrganised).toEqual([cup.tournamentId]);
    const page = (await request(http).get('/api/players/Godt').set('Cookie', co.cookie).expect(200)).body;
    expect(page.tournaments).toEqual([
      { tournamentId: cup.tournamentId, name: 'Kernével cup', phase: 'registration', role: 'co-organiser' },
    ]);
    const strangers = (await request(http).get('/api/accounts/me').set('Cookie', stranger.cookie)).body;
    expect(strangers.account.coOrganised).toEqual([]);
    // His data's export names the tournaments he co-organises.
    const exported = await request(http).get('/api/accounts/me/export').set('Cookie', co.cookie).expect(200);
    const lines = exported.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.filter((l) => l.kind === 'coOrganiser')).toEqual([
      {
        kind: 'coOrganiser',
        tournamentId: cup.tournamentId,
        export: `/api/tournaments/${cup.tournamentId}/export`,
      },
    ]);
  });

  it('a signed-in entrant enters once with his account, his career is his, and the export still verifies', async () => {
    const entrant = await player('Kretschmer');
    const cups = new TournamentsClient(http);
    const cup = (
      await cups
        .create({
          name: 'Brest cup',
          organiser: 'BdU',
          format: 'survival',
          uboatTypes: ['VIIC'],
          startDate: '1943-07',
        })
        .expect(201)
    ).body;
    const entered = await entrant
      .post(`/api/tournaments/${cup.tournamentId}/entrants`, { name: 'Otto' })
      .expect(201);
    expect(entered.body.entrant.playerId).toEqual(expect.any(String));
    const twice = await entrant.post(`/api/tournaments/${cup.tournamentId}/entrants`, { name: 'Otto II' });
    expect(twice.body.code).toBe('tournament/player-entered');
    await cups.register(cup.tournamentId, { name: 'Anonymous' }).expect(201);

    await entrant
      .post('/api/accounts/me/visibility', { careers: true, games: false, tournaments: true })
      .expect(200);
    const page = (await request(http).get('/api/players/Kretschmer').expect(200)).body;
    expect(page).toMatchObject({
      own: false,
      careers: [{ careerId: entered.body.careerId, kommandant: 'Otto', boats: ['VIIC'] }],
      games: null,
      tournaments: [{ tournamentId: cup.tournamentId, name: 'Brest cup', role: 'entrant' }],
    });

    await cups.act(cup.tournamentId, 'StartTournament', {}, cup.organiserToken).expect(200);
    const report = (await request(http).get(`/api/tournaments/${cup.tournamentId}/audit`).expect(200)).body;
    expect({ ok: report.ok, findings: report.findings }).toEqual({ ok: true, findings: [] });
  });
});
