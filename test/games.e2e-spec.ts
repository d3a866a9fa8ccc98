import { SQLITE_DIR } from './support/duel-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { createEventStore, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { auditGame, manoeuvreHash, type GameEvent } from '@periscope/play/duel';
import { combinePlayerSeeds, commitment } from '@periscope/rules';
import type request from 'supertest';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { Clock } from '../apps/server/src/common/clock';
import {
  botSeat,
  DuelBotClient,
  endingGame,
  GamesClient,
  playOverHttp,
  seatBots,
  TERMS,
  type SeatHandle,
} from './support/duel-driver';
import { appendedAfter } from './support/appended';
import { appendsMeet, e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';
import { LiveClient } from './support/live-client';

/** The server's clock, moved by the test: timers fire when it passes them. */
class FakeClock extends Clock {
  private time = Date.parse('2025-01-01T00:00:00Z');
  private timers: { at: number; fn: () => void }[] = [];

  override now(): Date {
    return new Date(this.time);
  }

  override after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + ms, fn };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((t) => t !== timer));
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const timer of due) timer.fn();
  }
}

/** A secret that looks drawn (sha256 of a word), as salts and seeds must. */
const STRONG_SECRET = commitment('a drawn secret');

const stores = e2eStores('games', [
  {
    name: 'sqlite',
    open: () => createEventStore({ kind: 'sqlite', path: process.env.SQLITE_PATH as string }),
  },
]);
afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

describe.each(stores)('two-player games over HTTP ($name store)', ({ open }) => {
  let app: INestApplication;
  let base: string;
  let store: EventStore;
  let client: GamesClient;
  const seeds = new QueuedSeeds();
  const clock = new FakeClock();

  beforeAll(async () => {
    app = await e2eApp(open, [ServerSeeds, seeds], [Clock, clock]);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    store = app.get(EVENT_STORE);
    client = new GamesClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  const eventsOf = async (gameId: string, token?: string): Promise<RecordedEvent[]> =>
    (await client.get(`/api/games/${gameId}/events`, token).expect(200)).body.events;
  /** The events appended after `head` to a game's streams, public or secret. */
  const gameStreamsAppendedAfter = (head: number) => appendedAfter(store, head, ['game', 'gameseed']);
  const entry = (seed: string) => ({ kommandant: 'Kptlt. Test', seedCommitment: commitment(seed) });

  /** A game both seats have joined and revealed their seeds to: seat a's first patrol is next. */
  async function startedGame(terms: object = {}): Promise<[SeatHandle, SeatHandle]> {
    const bots = [botSeat('a', 1000), botSeat('b', 1000)] as const;
    const [a, b] = await seatBots(client, bots, terms);
    await client.send(a, { type: 'RevealSeed', data: { seed: bots[0].seed } }).expect(200);
    await client.send(b, { type: 'RevealSeed', data: { seed: bots[1].seed } }).expect(200);
    return [a, b];
  }

  it('a whole game: two bot clients play it out while a spectator follows it live, with a reconnection in the middle; the seeds then prove every roll', async () => {
    const serverSeed = 'games-e2e-server-seed';
    // With evasive manoeuvres (14.8), in a game where both seats choose them face hidden at least once.
    const terms = { options: { evasiveManoeuvres: 'escortChosen' as const } };
    const n = endingGame(serverSeed, terms, ({ events }) =>
      events.some((e) => e.type === 'ManoeuvreRevealed'),
    );
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    seeds.queue.push(serverSeed);
    const [a, b] = await seatBots(client, bots, terms);
    const { gameId } = a;

    // A spectator follows from the start: a snapshot without seeds, then every event.
    const spectator = new LiveClient(base);
    await spectator.connected();
    const joined = await spectator.join('game', gameId);
    expect(joined).toMatchObject({
      ok: true,
      role: 'spectator',
      snapshot: { view: { viewer: 'spectator' } },
    });

    // Half the game, then every client drops; new ones carry on from what the server says (no local state).
    const first = await playOverHttp(
      [new DuelBotClient(client, a, bots[0]), new DuelBotClient(client, b, bots[1])],
      40,
    );
    expect(first.last?.status).toBe(200);
    spectator.close();
    const midway = spectator.position;
    const again = new LiveClient(base);
    await again.connected();
    const resumed = await again.join('game', gameId, midway);
    expect(resumed.ok).toBe(true);
    expect(resumed.snapshot).toBeUndefined();
    const rest = await playOverHttp([
      new DuelBotClient(client, a, bots[0]),
      new DuelBotClient(client, b, bots[1]),
    ]);
    expect(rest.last?.status).toBe(200);

    // The game is over: the winner has the most tonnage (13.1.3), for the seats and the spectator alike.
    const { body: game } = await client.get(`/api/games/${gameId}`).expect(200);
    expect(game).toMatchObject({ phase: 'over', viewer: 'spectator', pending: { seats: { a: [], b: [] } } });
    const { a: tonnageA, b: tonnageB } = game.result.tonnage;
    expect(game.result.winner).toBe(tonnageA === tonnageB ? null : tonnageA > tonnageB ? 'a' : 'b');
    expect([game.seats.a.career.step.kind, game.seats.b.career.step.kind]).toEqual(['ended', 'ended']);

    // The spectator got every event exactly once, across the reconnection, and never a seed before the end.
    const events = await eventsOf(gameId);
    const last = events.at(-1) as RecordedEvent;
    await again.until(last.position);
    again.close();
    const seen = [...spectator.updates, ...again.updates].map((u) => u.position);
    const after = (joined.snapshot as { position: number }).position;
    expect(seen).toEqual(events.filter((e) => e.position > after).map((e) => e.position));
    const live = JSON.stringify([...spectator.messages, ...again.messages]);
    for (const seed of [
      ...bots.map((bot) => bot.seed),
      combinePlayerSeeds(bots[0].seed, bots[1].seed),
      serverSeed,
    ])
      expect(live).not.toContain(seed);
    // 14.8.3: the spectator saw each evasive number face down; the career's command then showed both.
    const reveals = [...spectator.updates, ...again.updates].filter((u) => u.type === 'ManoeuvreRevealed');
    expect(reveals.length).toBeGreaterThan(0);
    for (const { data, metadata } of reveals) {
      expect(Object.keys(data as object).sort()).toEqual(['rule', 'seat']);
      expect(JSON.stringify(metadata)).not.toMatch(/"(number|salt)"/);
    }

    // The seeds, revealed now, recompute every decision and roll of the stream (TP-SEEDS).
    const { body: revealed } = await client.get(`/api/games/${gameId}/seeds`).expect(200);
    expect(revealed).toEqual({
      serverSeed,
      commitment: commitment(serverSeed),
      seeds: { a: bots[0].seed, b: bots[1].seed },
      playerSeed: combinePlayerSeeds(bots[0].seed, bots[1].seed),
    });
    expect(auditGame(events as unknown as GameEvent[], revealed.serverSeed)).toEqual([]);
    // Every opponent roll says who made it (13.1.2): the opponent's seat, never the server in this game.
    const rolled = events.filter(
      (e) => e.type === 'CareerAdvanced' && (e.data as { rolledBy: unknown }).rolledBy,
    );
    expect(rolled.length).toBeGreaterThan(0);
    for (const e of rolled) {
      const { seat, rolledBy } = e.data as { seat: string; rolledBy: string };
      expect(rolledBy).toBe(seat === 'a' ? 'b' : 'a');
      expect(e.metadata.actor).toBe(`seat:${rolledBy}`);
    }
  }, 120_000);

  it('keeps the invite code and the seeds sealed: 403 without the code, 409 for the seeds before the end', async () => {
    const created = await client.create({ ...TERMS, ...entry('x') }).expect(201);
    const { gameId, inviteCode, seatToken } = created.body;
    expect(seatToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(inviteCode).toMatch(/^[A-Za-z0-9_-]{11}$/);
    await client.join(gameId, { inviteCode: 'guess', ...entry('y') }).expect(403, {
      statusCode: 403,
      code: 'game/invite-invalid',
      message: `That invite code does not open game ${gameId}`,
    });
    await client.get(`/api/games/${gameId}/seeds`).expect(409);
    const secret = JSON.stringify(await store.readStream(`gameseed-${gameId}`));
    expect(secret).not.toContain(seatToken);
    expect(secret).not.toContain(inviteCode);
    for (const path of ['', '/events'])
      expect(JSON.stringify((await client.get(`/api/games/${gameId}${path}`).expect(200)).body)).not.toMatch(
        /serverSeed|tokenHash|inviteCodeHash/,
      );
    await client.join(gameId, { inviteCode, ...entry('y') }).expect(201);
    const third = await client.join(gameId, { inviteCode, ...entry('z') }).expect(422);
    expect(third.body).toMatchObject({ code: 'game/full', rule: '13.1' });
  });

  it('two conflicting commands at once: one is decided, the other is decided again on the new state and refused', async () => {
    const [a] = await startedGame();
    const assign = { type: 'AssignPatrol', data: {} };
    const meet = appendsMeet(store, 2);
    const answers = await Promise.all([client.send(a, assign), client.send(a, assign)]);
    meet.restore();
    expect(meet.conflicts()).toBe(1);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const events = await eventsOf(a.gameId, a.seatToken);
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    const ok = answers.find((r) => r.status === 200) as request.Response;
    expect(events.filter((e) => e.metadata.commandId === ok.body.commandId)).toHaveLength(
      ok.body.events.length,
    );
    // The same commandId again: the first answer, nothing appended.
    const head = await store.headPosition();
    const again = await client.send(a, { ...assign, commandId: ok.body.commandId }).expect(200);
    expect(again.body).toEqual(ok.body);
    expect(await gameStreamsAppendedAfter(head)).toEqual([]);
  });

  describe('refuses what a client may not do, with a 4xx and a stable code, appending nothing', () => {
    let a: SeatHandle;
    let b: SeatHandle;
    let other: SeatHandle;
    beforeAll(async () => {
      [a, b] = await startedGame();
      [other] = await startedGame();
    });

    /** Sends, then checks the status, the error body, and that no game's stream moved. */
    async function refused(call: () => request.Test, status: number, body: object) {
      const head = await store.headPosition();
      const res = await call();
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ statusCode: status, message: expect.any(String), ...body });
      expect(await gameStreamsAppendedAfter(head)).toEqual([]);
    }

    const assign = { type: 'AssignPatrol', data: {} };
    const problem = (field: string) => ({ field, problems: expect.any(Array) });

    it('a spectator trying to command: no token, a wrong token, the token of another game', async () => {
      await refused(() => client.send(a, assign).set('Authorization', ''), 401, {
        code: 'seat/token-missing',
      });
      await refused(() => client.send(a, assign, 'not-a-token'), 403, { code: 'seat/token-invalid' });
      await refused(() => client.send(a, assign, other.seatToken), 403, { code: 'seat/token-invalid' });
      // Over the socket too: a spectator's command is refused, and nothing is appended.
      const spectator = new LiveClient(base);
      await spectator.connected();
      const head = await store.headPosition();
      const answer = await spectator.request<{ ok: boolean; error?: { statusCode: number } }>('command', {
        stream: 'game',
        id: a.gameId,
        commandId: 'socket-1',
        ...assign,
      });
      spectator.close();
      // A seat's command goes over its socket too (test/live-game-commands.e2e-spec.ts); a spectator's is 403.
      expect(answer).toMatchObject({ ok: false, error: { statusCode: 403, code: 'live/not-a-seat' } });
      expect(await gameStreamsAppendedAfter(head)).toEqual([]);
    });

    it.each([
      ['wrong types', { commandId: 42, type: 7, data: 'x' }, 400, ['commandId', 'type', 'data']],
      ['missing fields', { commandId: undefined }, 400, ['commandId', 'type', 'data']],
      ['an unknown command type', { type: 'Resign', data: {} }, 400, ['type']],
      ['an unknown field', { ...assign, seat: 'b' }, 400, ['seat']],
    ] as const)('%s', (_, command, status, fields) =>
      refused(() => client.send(a, command), status, {
        code: 'validation/invalid-input',
        details: fields.map(problem),
      }),
    );

    it('data the rules cannot read, an oversized payload, malformed JSON', async () => {
      await refused(
        () => client.send(a, { type: 'RevealManoeuvre', data: { number: 9, salt: 'f'.repeat(32) } }),
        400,
        {
          code: 'command/invalid-field',
          field: 'data.number',
        },
      );
      await refused(() => client.send(a, { ...assign, data: { pad: 'x'.repeat(200_000) } }), 413, {
        code: 'http/413',
      });
      await refused(() => client.send(a, {}).set('Content-Type', 'application/json').send('{"type":'), 400, {
        code: 'http/400',
      });
    });

    it('out-of-turn commands, named by their rule', async () => {
      await refused(() => client.send(b, assign), 422, { code: 'game/not-your-patrol', rule: '13.1.2' });
      await refused(() => client.send(b, { type: 'Roll', data: {} }), 422, {
        code: 'game/no-roll-awaited',
        rule: '13.1.2',
      });
      await refused(() => client.send(a, { type: 'EnterNextBox', data: { posture: 'surfaced' } }), 422, {
        code: 'command/not-pending',
      });
      await refused(() => client.send(a, { type: 'RevealSeed', data: { seed: STRONG_SECRET } }), 422, {
        code: 'seed/already-revealed',
      });
      const hash = manoeuvreHash(3, STRONG_SECRET);
      await refused(
        () => client.send(a, { type: 'CommitManoeuvre', data: { hash, salt: STRONG_SECRET } }),
        422,
        {
          code: 'manoeuvre/not-due',
          rule: '14.8',
        },
      );
      await refused(() => client.send(a, { type: 'StartCareer', data: {} }), 422, {
        code: 'game/career-started-by-game',
        rule: '13.1.1',
      });
    });

    it('a guessable salt is refused at its commit, a guessable seed at its reveal, each with its rule and reason', async () => {
      for (const [salt, reason] of [
        ['x', 'format'],
        ['0'.repeat(32), 'alphabet'],
        ['0123456789abcdef'.repeat(2), 'repeats'],
      ]) {
        const hash = manoeuvreHash(3, salt as string);
        await refused(() => client.send(a, { type: 'CommitManoeuvre', data: { hash, salt } }), 400, {
          code: 'manoeuvre/salt-weak',
          rule: '14.8.3',
          reason,
        });
      }
      const [seeding] = await seatBots(client, [botSeat('a', 2000), botSeat('b', 2000)]);
      for (const seed of ['seed', '0'.repeat(32), 'f'.repeat(64)])
        await refused(() => client.send(seeding, { type: 'RevealSeed', data: { seed } }), 400, {
          code: 'seed/weak',
          rule: '13.1.1',
        });
    });

    it('unknown games, for commands and reads; a bad page; bad terms', async () => {
      for (const gameId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        await refused(() => client.send({ ...a, gameId }, assign), 404, { code: 'game/not-found' });
        await refused(() => client.join(gameId, { inviteCode: 'x', ...entry('y') }), 404, {
          code: 'game/not-found',
        });
        for (const path of ['', '/events', '/seeds'])
          await refused(() => client.get(`/api/games/${gameId}${path}`), 404, { code: 'game/not-found' });
      }
      await refused(() => client.get(`/api/games/${a.gameId}/events?from=-1`), 400, {
        code: 'validation/invalid-input',
      });
      await refused(() => client.create({ ...TERMS, ...entry('x'), endDate: '1943-01' }), 422, {
        code: 'game/end-date-before-start',
        rule: '13.1.1',
      });
      await refused(() => client.create({ ...TERMS, ...entry('x'), uboatType: 'Bismarck' }), 400, {
        code: 'validation/invalid-input',
      });
      await refused(() => client.create({ ...TERMS, kommandant: 'K', seedCommitment: 'not-a-hash' }), 400, {
        code: 'validation/invalid-input',
      });
    });
  });

  it('TP-TIMEOUT: an opponent who does not roll within the game’s timeout is rolled for by the server, and the event says so', async () => {
    const [a, b] = await startedGame({ opponentTimeoutSeconds: 60 });
    const bots = [botSeat('a', 1000), botSeat('b', 1000)] as const;
    // The bots sail until a command waits for the opponent's roll, which then never comes.
    const sailors = [new DuelBotClient(client, a, bots[0]), new DuelBotClient(client, b, bots[1])];
    let view = (await client.get(`/api/games/${a.gameId}`).expect(200)).body;
    for (let n = 0; n < 300 && !view.pending.awaitedRoll && view.phase === 'playing'; n++) {
      const answer = (await sailors[0].step()) ?? (await sailors[1].step());
      expect(answer?.status).toBe(200);
      view = (await client.get(`/api/games/${a.gameId}`).expect(200)).body;
    }
    expect(view.pending).toMatchObject({
      awaitedRoll: { seat: expect.any(String) },
      absentOpponentRoll: true,
    });
    const active = view.turn;
    const before = (await eventsOf(a.gameId, a.seatToken)).length;
    clock.advance(59_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await eventsOf(a.gameId, a.seatToken)).toHaveLength(before);
    clock.advance(1_000);
    let events = await eventsOf(a.gameId, b.seatToken);
    for (let n = 0; n < 100 && events.length === before; n++) {
      await new Promise((r) => setTimeout(r, 20));
      events = await eventsOf(a.gameId, b.seatToken);
    }
    const released = events[before];
    expect(released).toMatchObject({
      type: 'CareerAdvanced',
      data: { seat: active, rolledBy: 'server' },
      metadata: { actor: 'server' },
    });
  }, 60_000);

  it('TP-FORFEIT: an opponent who committed his evasive number and then stalls is not rolled for: his number is forfeit (14.8.3)', async () => {
    const serverSeed = 'games-e2e-forfeit-seed';
    const terms = { options: { evasiveManoeuvres: 'escortChosen' as const }, opponentTimeoutSeconds: 60 };
    const n = endingGame(serverSeed, terms, ({ events }) =>
      events.some((e) => e.type === 'ManoeuvreRevealed'),
    );
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    seeds.queue.push(serverSeed);
    const handles = await seatBots(client, bots, terms);
    const sailors = handles.map((h, i) => new DuelBotClient(client, h, bots[i]));
    let view = (await client.get(`/api/games/${handles[0].gameId}`).expect(200)).body;
    const offered = (seat: 'a' | 'b') => view.pending.seats[seat][0]?.type;
    for (
      let k = 0;
      k < 3000 && !(offered('a') === 'RevealManoeuvre' && offered('b') === 'RevealManoeuvre');
      k++
    ) {
      expect(((await sailors[0].step()) ?? (await sailors[1].step()))?.status).toBe(200);
      view = (await client.get(`/api/games/${handles[0].gameId}`).expect(200)).body;
    }
    // Both committed: the U-boat reveals first (his deadline would lose him the game); the escort never does.
    const active = view.turn === 'a' ? 0 : 1;
    expect(view.deadline.seats).toEqual({ [view.turn]: 'forfeit-game' });
    expect((await sailors[active].step())?.status).toBe(200);
    const before = (await eventsOf(handles[0].gameId)).length;
    clock.advance(60_000);
    let events = await eventsOf(handles[0].gameId);
    for (let k = 0; k < 100 && events.length === before; k++) {
      await new Promise((r) => setTimeout(r, 20));
      events = await eventsOf(handles[0].gameId);
    }
    expect(events[before]).toMatchObject({
      type: 'ManoeuvreForfeited',
      data: { seat: handles[1 - active].seat, rule: 'TP-FORFEIT' },
      metadata: { actor: 'server' },
    });
    expect(events.slice(before).some((e) => e.type === 'ManoeuvreRolled')).toBe(false);
  }, 60_000);

  /** Moves the server's clock, then waits for the game to move past `before` events. */
  async function afterDeadline(gameId: string, ms: number, before: number) {
    clock.advance(ms);
    let events = await eventsOf(gameId);
    for (let k = 0; k < 100 && events.length === before; k++) {
      await new Promise((r) => setTimeout(r, 20));
      events = await eventsOf(gameId);
    }
    return events;
  }

  it('TP-TIMEOUT, TP-FORFEIT: a seat that never reveals its seed has a deadline, shown to all, and then loses the game', async () => {
    const bots = [botSeat('a', 3000), botSeat('b', 3000)] as const;
    const [a, b] = await seatBots(client, bots, { opponentTimeoutSeconds: 10 });
    await client.send(a, { type: 'RevealSeed', data: { seed: bots[0].seed } }).expect(200);
    const events = await eventsOf(a.gameId);
    for (const token of [a.seatToken, b.seatToken, undefined]) {
      const { body } = await client.get(`/api/games/${a.gameId}`, token).expect(200);
      expect(body.deadline).toMatchObject({ seconds: 10, seats: { b: 'forfeit-game' }, rule: 'TP-TIMEOUT' });
      expect(Date.parse(body.deadline.at)).toBe(
        Date.parse((events.at(-1)?.metadata as { at: string }).at) + 10_000,
      );
    }
    // One second short of the deadline nothing happens; at the deadline seat b forfeits and seat a wins.
    clock.advance(9_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await eventsOf(a.gameId)).toHaveLength(events.length);
    const after = await afterDeadline(a.gameId, 1_000, events.length);
    expect(after.slice(events.length)).toMatchObject([
      {
        type: 'SeatForfeited',
        data: { seat: 'b', stage: 'seed', rule: 'TP-FORFEIT' },
        metadata: { actor: 'server' },
      },
      { type: 'GameEnded', data: { winner: 'a' } },
    ]);
    const { body: over } = await client.get(`/api/games/${a.gameId}`).expect(200);
    expect(over).toMatchObject({ phase: 'over', result: { winner: 'a' }, deadline: null });
    await client.send(b, { type: 'RevealSeed', data: { seed: bots[1].seed } }).expect(422);
  });

  it('TP-FORFEIT: the active seat that stalls on his patrol loses the game to the seat that waited', async () => {
    const [a, b] = await startedGame({ opponentTimeoutSeconds: 10 });
    const { body: view } = await client.get(`/api/games/${a.gameId}`, b.seatToken).expect(200);
    expect(view.deadline.seats).toEqual({ a: 'forfeit-game' });
    const before = (await eventsOf(a.gameId)).length;
    const after = await afterDeadline(a.gameId, 10_000, before);
    expect(after.slice(before)).toMatchObject([
      { type: 'SeatForfeited', data: { seat: 'a', stage: 'patrol' } },
      { type: 'GameEnded', data: { winner: 'b' } },
    ]);
  });

  it('documents the games API in OpenAPI', async () => {
    const { body } = await client.get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/games',
        '/api/games/{id}/join',
        '/api/games/{id}/commands',
        '/api/games/{id}',
        '/api/games/{id}/events',
        '/api/games/{id}/seeds',
      ]),
    );
    expect(body.paths['/api/games/{id}/commands'].post.security).toEqual([{ seat: [] }]);
  });
});
