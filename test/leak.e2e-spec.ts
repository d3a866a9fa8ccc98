import './support/tournament-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { io } from 'socket.io-client';
import request from 'supertest';
import type { App } from 'supertest/types';
import { hashToken } from '../apps/server/src/common/bearer-token';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import {
  botSeat,
  DuelBotClient,
  endingGame,
  GamesClient,
  seatBots,
  type SeatHandle,
} from './support/duel-driver';
import { e2eApp, QueuedSeeds } from './support/e2e-app';
import { LiveClient } from './support/live-client';
import { playEntrant, TournamentsClient } from './support/tournament-driver';
import { SoftAuthenticator } from './support/soft-authenticator';
import { SQLITE_DIR } from './support/tournament-env';
import { drawnSeed } from './support/career-driver';

// Every byte a non-seat can read (every GET of the OpenAPI document without a token, the live
// `/live` and `/tournaments` messages as a spectator) holds no secret: no server seed, no player seed before its
// reveal, no seat or organiser token nor its hash, no invite code, and no evasive number or salt still face down
// (14.8.3).

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

/** The categories of the streams the server keeps its secrets in (never served by any policy). */
const SECRET_CATEGORIES = [
  'seed-',
  'gameseed-',
  'tournamentkey-',
  'account-',
  'accountname-',
  'ceremony-',
  'seatclaim-',
];
/** Careers made before one is still at sea after two commands. */
const ATTEMPTS = 5;

/**
 * Every string of at least 16 characters in a JSON value, but the public commitments (sha256 of a seed), the
 * commandId that took a seat (the game's metadata records it), the tournament a career's secrets name, and what
 * an account's streams say in public words: the ids of the seats it claimed, its own id (a tournament entry's
 * playerId) and its instants.
 */
function longStrings(value: unknown, out: string[] = [], key = ''): string[] {
  const shown = /commitment|commandId|tournamentId|^(id|accountId|at|addedAt|expiresAt)$/i;
  if (typeof value === 'string' && value.length >= 16 && !shown.test(key)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) longStrings(v, out, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) longStrings(v, out, k);
  return out;
}

/** Every object in a JSON text or NDJSON body, at any depth. */
function objectsIn(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  for (const line of text.split('\n'))
    try {
      walk(JSON.parse(line));
    } catch {
      // CSV, HTML or a partial line: searched as bytes only
    }
  return out;
}

describe('no secret reaches a non-seat (L-1)', () => {
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

  /** A game whose seats have both committed their evasive numbers and one has revealed his (14.8.3). */
  async function gameWithOneReveal() {
    const games = new GamesClient(http);
    const terms = { options: { evasiveManoeuvres: 'escortChosen' as const } };
    const serverSeed = 'leak-e2e-server-seed';
    const n = endingGame(serverSeed, terms, ({ events }) =>
      events.some((e) => e.type === 'ManoeuvreRevealed'),
    );
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    seeds.queue.push(serverSeed);
    const handles = await seatBots(games, bots, terms);
    const clients = handles.map((h, i) => new DuelBotClient(games, h, bots[i]));
    const offers = async () =>
      (await games.get(`/api/games/${handles[0].gameId}`).expect(200)).body.pending.seats as Record<
        string,
        { type: string }[]
      >;
    for (let n = 0; n < 3000; n++) {
      const seats = await offers();
      if (seats.a[0]?.type === 'RevealManoeuvre' && seats.b[0]?.type === 'RevealManoeuvre') break;
      const answer = (await clients[0].step()) ?? (await clients[1].step());
      if (!answer) throw new Error('the bots stopped before an evasive manoeuvre');
      expect(answer.status).toBe(200);
    }
    const revealed = await clients[1].step();
    const event = (revealed?.body.events as { type: string; data: { salt: string } }[]).find(
      (e) => e.type === 'ManoeuvreRevealed',
    );
    expect(event?.data.salt).toMatch(/^[0-9a-f]{64}$/);
    return { handles, salt: (event as { data: { salt: string } }).data.salt, seeds: bots.map((b) => b.seed) };
  }

  /** Whether the career is still at sea: a boat sunk early reveals its seeds to all, by rule (L-1). */
  async function atSea(careerId: string, seatToken: string): Promise<boolean> {
    const view = await request(http)
      .get(`/api/careers/${careerId}`)
      .set('Authorization', `Bearer ${seatToken}`)
      .expect(200);
    return view.body.state.step.kind !== 'ended';
  }

  /** Tries `make` until what it made is at sea after two commands (the dice may sink a boat that soon). */
  async function firstAtSea<T>(
    make: (attempt: number) => Promise<T & { careerId: string; seatToken: string }>,
  ) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const made = await make(attempt);
      if (await atSea(made.careerId, made.seatToken)) return made;
    }
    throw new Error(`${ATTEMPTS} careers in a row ended within two commands`);
  }

  const careerUnderway = () =>
    firstAtSea(async (attempt) => {
      const playerSeed = drawnSeed(`leak-test-player-seed-${attempt}`);
      const created = await request(http)
        .post('/api/careers')
        .send({ uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Leck', playerSeed })
        .expect(201);
      await playEntrant(http, created.body.careerId, created.body.seatToken, 2);
      return { careerId: created.body.careerId as string, seatToken: created.body.seatToken, playerSeed };
    });

  /** A Beneath the Med career at sea: its secrets are kept as The Hunted's (a Perla of 6/42 rolls no start die). */
  async function medUnderway() {
    const playerSeed = drawnSeed('leak-test-med-player-seed');
    const created = await request(http)
      .post('/api/careers')
      .send({
        campaign: 'beneath-the-med',
        uboatType: 'Perla',
        startDate: '1942-06',
        kommandant: 'T.V. Leck',
        playerSeed,
      })
      .expect(201);
    await playEntrant(http, created.body.careerId, created.body.seatToken, 2);
    return {
      careerId: created.body.careerId as string,
      seatToken: created.body.seatToken as string,
      playerSeed,
    };
  }

  async function tournamentUnderway() {
    const client = new TournamentsClient(http);
    const body = {
      name: 'Leak cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    };
    const made = await firstAtSea(async () => {
      const { tournamentId, organiserToken } = (await client.create(body).expect(201)).body;
      const entrant = (await client.register(tournamentId, { name: 'Kptlt. Dicht' }).expect(201)).body;
      await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
      await playEntrant(http, entrant.careerId, entrant.seatToken, 2);
      return {
        tournamentId,
        organiserToken,
        entrant,
        careerId: entrant.careerId,
        seatToken: entrant.seatToken,
      };
    });
    return { tournamentId: made.tournamentId, organiserToken: made.organiserToken, entrant: made.entrant };
  }

  /**
   * A player who signs up with a passkey, claims the career and the tournament's console, signs in again, spends
   * his recovery code and shows his whole page: what the browser alone holds (cookies, codes).
   */
  async function accountUnderway(
    seat: { careerId: string; seatToken: string },
    cup: { tournamentId: string; organiserToken: string },
  ) {
    const passkey = new SoftAuthenticator(base);
    const post = (path: string, body: object, cookie?: string) => {
      const sent = request(http).post(`/api/accounts${path}`).set('Origin', base);
      return (cookie ? sent.set('Cookie', cookie) : sent).send(body);
    };
    const cookieOf = (answer: request.Response) => String(answer.headers['set-cookie']).split(';')[0];
    const signUp = (await post('/registration', { name: 'Dicht' }).expect(200)).body;
    const created = await post('', {
      ceremonyId: signUp.ceremonyId,
      response: passkey.register(signUp.options),
    }).expect(201);
    const cookies = [cookieOf(created)];
    await post('/me/claims', { kind: 'career', id: seat.careerId, token: seat.seatToken }, cookies[0]).expect(
      201,
    );
    await post(
      '/me/claims',
      { kind: 'organiser', id: cup.tournamentId, token: cup.organiserToken },
      cookies[0],
    ).expect(201);
    await post('/me/visibility', { careers: true, games: true, tournaments: true }, cookies[0]).expect(200);
    const signIn = (await post('/sessions/options', {}).expect(200)).body;
    cookies.push(
      cookieOf(
        await post('/sessions', {
          ceremonyId: signIn.ceremonyId,
          response: passkey.authenticate(signIn.options),
        }).expect(200),
      ),
    );
    const recovered = await post('/recovery', {
      name: 'Dicht',
      recoveryCode: created.body.recoveryCode,
    }).expect(200);
    cookies.push(cookieOf(recovered));
    return { cookies, codes: [created.body.recoveryCode as string, recovered.body.recoveryCode as string] };
  }

  /** Every GET of the OpenAPI document, its ids filled in, as a spectator (no token). */
  async function everyGet(ids: Record<string, string>): Promise<string[]> {
    const doc = (await request(http).get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, { get?: unknown }>;
    };
    const bodies: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.get) continue;
      const kind = path.split('/')[2];
      const targets = kind === 'careers' ? [ids.careers, ids.entrant, ids.med] : [ids[kind] ?? 'none'];
      for (const id of targets) {
        const url = path.replace(/\{[^}]+\}/g, id);
        const answer = await request(http).get(url).buffer(true);
        bodies.push(`${url} ${answer.status} ${answer.text}`);
      }
    }
    return bodies;
  }

  /** What a spectator of `/live` and `/tournaments` receives. */
  async function liveMessages(ids: Record<string, string>): Promise<string[]> {
    const live = new LiveClient(base);
    await live.connected();
    for (const [stream, id] of [
      ['career', ids.careers],
      ['game', ids.games],
      ['career', ids.entrant],
      ['career', ids.med],
    ])
      expect((await live.join(stream, id)).ok).toBe(true);
    const board = io(`${base}/tournaments`, { transports: ['websocket'] });
    const leaderboard: unknown[] = [];
    board.onAny((...args: unknown[]) => leaderboard.push(args));
    leaderboard.push(await board.emitWithAck('join', { id: ids.tournaments }));
    await new Promise((r) => setTimeout(r, 1200));
    board.close();
    live.close();
    return [JSON.stringify(live.messages), JSON.stringify(leaderboard)];
  }

  it('a game with a number face down, a career of each campaign and a tournament underway: no secret in any GET nor any live message', async () => {
    const game = await gameWithOneReveal();
    const career = await careerUnderway();
    const med = await medUnderway();
    const cup = await tournamentUnderway();
    const account = await accountUnderway(career, cup);
    const ids = {
      games: game.handles[0].gameId,
      careers: career.careerId,
      tournaments: cup.tournamentId,
      entrant: cup.entrant.careerId,
      med: med.careerId,
      players: 'Dicht',
    };

    // The entrant's player seed was drawn by the server: his seat reads it.
    const entrantView = await request(http)
      .get(`/api/careers/${cup.entrant.careerId}`)
      .set('Authorization', `Bearer ${cup.entrant.seatToken}`)
      .expect(200);
    const entrantSeed = entrantView.body.state.career.playerSeed as string;
    const kept: string[] = [entrantSeed];
    for await (const event of store.readAll())
      if (SECRET_CATEGORIES.some((c) => event.stream.startsWith(c))) longStrings(event.data, kept);
    const tokens = [
      ...game.handles.map((h: SeatHandle) => h.seatToken),
      career.seatToken,
      med.seatToken,
      cup.organiserToken,
      cup.entrant.seatToken,
    ];
    const secrets = new Set([
      ...kept,
      ...tokens,
      ...tokens.map(hashToken),
      ...game.seeds,
      career.playerSeed,
      med.playerSeed,
      game.salt,
      ...account.codes,
      ...account.cookies.flatMap((cookie) => [cookie, cookie.split('.')[1]]),
    ]);
    expect(secrets.size).toBeGreaterThan(10);

    const readable = [...(await everyGet(ids)), ...(await liveMessages(ids))];
    expect(readable.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const text of readable) {
      const where = text.slice(0, text.indexOf(' ', 40));
      for (const secret of secrets)
        if (text.includes(secret)) leaks.push(`${where}: ${secret.slice(0, 12)}…`);
      // 14.8.3: the revealed number is face down too, in the event and in the command its metadata records.
      for (const o of objectsIn(text.slice(text.indexOf(' ', text.indexOf(' ') + 1) + 1)))
        if ((o.type === 'ManoeuvreRevealed' || o.type === 'RevealManoeuvre') && o.data)
          if (![undefined, 'sealed'].includes((o.data as { number?: unknown }).number as string))
            leaks.push(`${where}: ${o.type}.number`);
    }
    expect(leaks).toEqual([]);

    // 14.8.3: nor does the other seat read the number before his own is revealed (the opponent who would stall).
    const other = game.handles[0];
    for (const path of ['', '/events']) {
      const seen = await request(http)
        .get(`/api/games/${other.gameId}${path}`)
        .set('Authorization', `Bearer ${other.seatToken}`)
        .expect(200);
      expect(seen.text).not.toContain(game.salt);
    }

    // The sealed exports still verify: the chain, and the replay of every command not sealed (E-AUDIT-SEALED-VALUE).
    for (const path of [
      `/api/games/${ids.games}`,
      `/api/careers/${ids.careers}`,
      `/api/tournaments/${ids.tournaments}`,
    ]) {
      const report = (await request(http).get(`${path}/audit`).expect(200)).body;
      expect({ path, ok: report.ok, findings: report.findings }).toEqual({ path, ok: true, findings: [] });
    }
  }, 180_000);
});
