import { SQLITE_DIR } from './support/duel-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { manoeuvreHash } from '@periscope/play/duel';
import { commitment } from '@periscope/rules';
import { Clock } from '../apps/server/src/common/clock';
import { ManualClock } from '../apps/server/src/common/clock.test-support';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { appendedAfter } from './support/appended';
import {
  botSeat,
  DuelBotClient,
  endingGame,
  GamesClient,
  seatBots,
  type SeatHandle,
} from './support/duel-driver';
import { e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';
import { LiveClient, type LiveUpdate } from './support/live-client';

// A game's seat sends its commands on its live socket (docs/live.md, `command`): the same checks, refusals and
// answers as POST /api/games/:id/commands, and its sealed choices stay sealed for the others (14.8.3).

/** A command as a seat sends it, over either route. */
interface Body {
  commandId: string;
  type: string;
  data: unknown;
}

/** What a route answered: the HTTP status and body, or the ack's error body and its status. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface CommandAck {
  ok: boolean;
  answer?: Record<string, unknown>;
  error?: Record<string, unknown> & { statusCode: number };
}

/** A secret that looks drawn (sha256 of a word), as salts and seeds must. */
const STRONG_SECRET = commitment('a drawn secret');
const NO_GAME = '00000000-0000-4000-8000-000000000000';

const stores = e2eStores('live_game_commands');
afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

describe.each(stores)('a game’s commands over the live socket ($name store)', ({ open }) => {
  let app: INestApplication;
  let base: string;
  let store: EventStore;
  let client: GamesClient;
  const seeds = new QueuedSeeds();
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    // The clock stands still: the games' events say when they were decided, and two games must say the same.
    app = await e2eApp(open, [ServerSeeds, seeds], [Clock, new ManualClock()]);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    store = app.get(EVENT_STORE);
    client = new GamesClient(app.getHttpServer());
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => app.close());

  /** A connected /live client, with a seat's token or none (a spectator). */
  async function liveClient(token?: string): Promise<LiveClient> {
    const socket = new LiveClient(base, token);
    sockets.push(socket);
    await socket.connected();
    return socket;
  }

  const overHttp =
    (handle: SeatHandle) =>
    async (body: Body): Promise<Answer> => {
      const { status, body: answer } = await client.send(handle, body);
      return { status, body: answer };
    };

  const overSocket =
    (handle: SeatHandle, socket: LiveClient) =>
    async (body: Body): Promise<Answer> => {
      const ack = await socket.request<CommandAck>('command', { stream: 'game', id: handle.gameId, ...body });
      return ack.ok
        ? { status: 200, body: ack.answer ?? {} }
        : { status: ack.error?.statusCode ?? 0, body: ack.error ?? {} };
    };

  /** The events appended after `head` to a game's streams, public or secret. */
  const gameStreamsAppendedAfter = (head: number) => appendedAfter(store, head, ['game', 'gameseed']);

  /**
   * Plays a game to its end, each seat's bot sending what it is offered through `routes[seat]`, with commandIds
   * counted from 1: every body sent and every answer, in order (it stops at the first refusal).
   */
  async function playOut(
    bots: readonly DuelBotClient[],
    routes: readonly ((body: Body) => Promise<Answer>)[],
  ) {
    const sent: Body[] = [];
    const answers: Answer[] = [];
    for (let moved = true; moved && answers.every((a) => a.status === 200);) {
      moved = false;
      for (const [i, bot] of bots.entries()) {
        const command = await bot.next();
        if (!command) continue;
        const body = { commandId: `${bot.handle.seat}-${sent.length + 1}`, ...command };
        sent.push(body);
        answers.push(await routes[i](body));
        moved = true;
      }
    }
    return { sent, answers };
  }

  /** Answers of two games compared: each game's id named alike, events without their ids (each names its stream). */
  const comparable = (answers: readonly Answer[], gameId: string) =>
    answers.map(({ status, body }) => {
      const named = JSON.parse(JSON.stringify(body).replaceAll(gameId, 'the-game')) as {
        events?: { id: string }[];
      };
      return { status, body: { ...named, events: named.events?.map(({ id: _id, ...event }) => event) } };
    });

  it('a game played out by both seats over their sockets gets, command by command, the answers HTTP gives the same game; the others never see a seat’s evasive number or salt (14.8.3)', async () => {
    // Given one server seed, one pair of bots and terms whose game ends with both seats choosing face hidden (14.8)
    const serverSeed = 'live-game-commands-server-seed';
    const terms = { options: { evasiveManoeuvres: 'escortChosen' as const } };
    const n = endingGame(serverSeed, terms, ({ events }) =>
      events.some((e) => e.type === 'ManoeuvreRevealed'),
    );
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    const botsOf = (handles: readonly SeatHandle[]) =>
      handles.map((handle, i) => new DuelBotClient(client, handle, bots[i]));
    seeds.queue.push(serverSeed, serverSeed);

    // When the game is played over HTTP
    const overHttpGame = await seatBots(client, bots, terms);
    const http = await playOut(botsOf(overHttpGame), overHttpGame.map(overHttp));

    // And the same game is played over each seat's socket, followed live by both seats and a spectator
    const overSocketGame = await seatBots(client, bots, terms);
    const { gameId } = overSocketGame[0];
    const seatSockets = await Promise.all(overSocketGame.map((handle) => liveClient(handle.seatToken)));
    const spectator = await liveClient();
    for (const viewer of [...seatSockets, spectator])
      expect((await viewer.join('game', gameId)).ok).toBe(true);
    const socket = await playOut(
      botsOf(overSocketGame),
      overSocketGame.map((handle, i) => overSocket(handle, seatSockets[i])),
    );

    // Then every answer is HTTP's, and the game ended
    expect(socket.sent).toEqual(http.sent);
    expect(socket.answers.every((a) => a.status === 200)).toBe(true);
    expect(comparable(socket.answers, gameId)).toEqual(comparable(http.answers, overHttpGame[0].gameId));
    const { body: game } = await client.get(`/api/games/${gameId}`).expect(200);
    expect(game.phase).toBe('over');

    // And no other viewer received a seat's evasive number or salt before both numbers were known: its reveal
    // came face down, and its salt in nothing up to the other seat's reveal (14.8.3)
    const { events } = (await client.get(`/api/games/${gameId}/events`).expect(200)).body as {
      events: { position: number }[];
    };
    const saltOf = new Map(
      socket.sent.flatMap(({ commandId, type, data }) =>
        type === 'RevealManoeuvre' ? [[commandId, (data as { salt: string }).salt] as const] : [],
      ),
    );
    const viewers = [
      { viewer: 'a', client: seatSockets[0] },
      { viewer: 'b', client: seatSockets[1] },
      { viewer: 'spectator', client: spectator },
    ];
    let sealed = 0;
    for (const { viewer, client: live } of viewers) {
      await live.until(events.at(-1)?.position as number);
      for (const { reveal, until } of sealedWindows(live.updates)) {
        if ((reveal.data as { seat: string }).seat === viewer) continue;
        expect(Object.keys(reveal.data as object).sort()).toEqual(['rule', 'seat']);
        expect(JSON.stringify(reveal.metadata)).not.toMatch(/"(number|salt)"/);
        const salt = saltOf.get(reveal.metadata?.commandId as string);
        expect(salt).toEqual(expect.any(String));
        expect(JSON.stringify(live.updates.filter((u) => u.position <= until))).not.toContain(salt as string);
        sealed += 1;
      }
    }
    expect(sealed).toBeGreaterThan(0);
  }, 180_000);

  /** A game both seats have joined and revealed their seeds to: seat a's first patrol is next. */
  async function startedGame(): Promise<[SeatHandle, SeatHandle]> {
    const bots = [botSeat('a', 1000), botSeat('b', 1000)] as const;
    const [a, b] = await seatBots(client, bots);
    await client.send(a, { type: 'RevealSeed', data: { seed: bots[0].seed } }).expect(200);
    await client.send(b, { type: 'RevealSeed', data: { seed: bots[1].seed } }).expect(200);
    return [a, b];
  }

  it('a spectator’s command is refused 403, as a token of no seat is over HTTP, and appends nothing', async () => {
    // Given a game, a spectator's socket and a socket with the seat token of another game
    const [a] = await startedGame();
    const [other] = await startedGame();
    const assign = { commandId: 'spectator-1', type: 'AssignPatrol', data: {} };
    const head = await store.headPosition();

    // When each sends seat a's next command over its socket, and the other game's seat sends it over HTTP
    const refusals = [
      await overSocket(a, await liveClient())(assign),
      await overSocket(a, await liveClient(other.seatToken))(assign),
    ];
    const overHttpAnswer = await overHttp({ ...a, seatToken: other.seatToken })(assign);

    // Then every one is 403; the socket names the seat it lacks, as for a career (docs/live.md)
    expect(overHttpAnswer).toMatchObject({ status: 403, body: { code: 'seat/token-invalid' } });
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ status: 403, body: { statusCode: 403, code: 'live/not-a-seat' } });
    expect(await gameStreamsAppendedAfter(head)).toEqual([]);
  });

  it('a commandId sent over the socket then over HTTP, or over HTTP then the socket, is decided once and answered alike', async () => {
    // Given a game both seats joined, with their seeds to reveal (13.1.1)
    const bots = [botSeat('a', 1001), botSeat('b', 1001)] as const;
    const [a, b] = await seatBots(client, bots);
    const overA = overSocket(a, await liveClient(a.seatToken));
    const overB = overSocket(b, await liveClient(b.seatToken));
    const revealA = { commandId: 'reveal-a', type: 'RevealSeed', data: { seed: bots[0].seed } };
    const revealB = { commandId: 'reveal-b', type: 'RevealSeed', data: { seed: bots[1].seed } };

    for (const [first, again, body] of [
      [overA, overHttp(a), revealA],
      [overHttp(b), overB, revealB],
    ] as const) {
      // When the command is sent over one route
      const answered = await first(body);
      expect(answered.status).toBe(200);
      const head = await store.headPosition();

      // Then sent again over the other it gets the first answer, and nothing more is appended
      expect(await again(body)).toEqual(answered);
      expect(await gameStreamsAppendedAfter(head)).toEqual([]);
      const stored = (await client.get(`/api/games/${a.gameId}/events`).expect(200)).body.events as {
        metadata: { commandId: string };
      }[];
      const decided = stored.filter((e) => e.metadata.commandId === body.commandId);
      expect(decided).toHaveLength((answered.body.events as unknown[]).length);
    }
  });

  describe('refuses over the socket what HTTP refuses, with the same status, code and body, appending nothing', () => {
    let a: SeatHandle;
    let b: SeatHandle;
    let sent = 0;
    beforeAll(async () => {
      [a, b] = await startedGame();
    });

    /** Sends `body` as `handle` over HTTP and over its socket: both answers, and that no game's stream moved. */
    async function overBoth(handle: SeatHandle, body: object) {
      const seatSocket = await liveClient(handle.seatToken);
      const head = await store.headPosition();
      const command = { commandId: `refused-${++sent}`, ...body } as Body;
      const overHttpAnswer = await overHttp(handle)(command);
      const overSocketAnswer = await overSocket(handle, seatSocket)(command);
      expect(await gameStreamsAppendedAfter(head)).toEqual([]);
      return { overHttpAnswer, overSocketAnswer };
    }

    const weakSalt = '0'.repeat(32);
    it.each([
      ['an unknown command type', 'a', { type: 'Resign', data: {} }, 400, 'validation/invalid-input'],
      [
        'a wolfpack coordinator’s command (13.5.4)',
        'a',
        { type: 'OpenPackRound', data: {} },
        400,
        'validation/invalid-input',
      ],
      [
        'data over 2,000 characters',
        'a',
        { type: 'AssignPatrol', data: { pad: 'x'.repeat(2000) } },
        400,
        'validation/invalid-input',
      ],
      [
        'data the rules cannot read',
        'a',
        { type: 'RevealManoeuvre', data: { number: 9, salt: STRONG_SECRET } },
        400,
        'command/invalid-field',
      ],
      [
        'a guessable salt (14.8.3)',
        'a',
        { type: 'CommitManoeuvre', data: { hash: manoeuvreHash(3, weakSalt), salt: weakSalt } },
        400,
        'manoeuvre/salt-weak',
      ],
      [
        'another seat’s patrol (13.1.2)',
        'b',
        { type: 'AssignPatrol', data: {} },
        422,
        'game/not-your-patrol',
      ],
      [
        'a seed revealed twice (13.1.1)',
        'a',
        { type: 'RevealSeed', data: { seed: STRONG_SECRET } },
        422,
        'seed/already-revealed',
      ],
      ['a game that does not exist', 'none', { type: 'AssignPatrol', data: {} }, 404, 'game/not-found'],
    ] as const)('%s', async (_, seat, body, status, code) => {
      const handle = seat === 'a' ? a : seat === 'b' ? b : { ...a, gameId: NO_GAME };
      const { overHttpAnswer, overSocketAnswer } = await overBoth(handle, body);
      expect(overHttpAnswer).toMatchObject({ status, body: { statusCode: status, code } });
      expect(overSocketAnswer).toEqual(overHttpAnswer);
    });

    it('fields of the wrong types: the same code and the same fields named', async () => {
      const { overHttpAnswer, overSocketAnswer } = await overBoth(a, { commandId: 42, type: 7, data: 'x' });
      const fieldsOf = ({ status, body }: Answer) => ({
        status,
        code: body.code,
        fields: (body.details as { field: string }[]).map((d) => d.field),
      });
      const expected = {
        status: 400,
        code: 'validation/invalid-input',
        fields: ['commandId', 'type', 'data'],
      };
      expect(fieldsOf(overHttpAnswer)).toEqual(expected);
      expect(fieldsOf(overSocketAnswer)).toEqual(expected);
    });
  });
});

/**
 * Each ManoeuvreRevealed update with the position up to which its number is sealed: the other seat's reveal of the
 * same manoeuvre (the two come in turn: no seat is rolled for while the clock stands still, TP-TIMEOUT).
 */
function sealedWindows(updates: readonly LiveUpdate[]) {
  const reveals = updates.filter((u) => u.type === 'ManoeuvreRevealed');
  return reveals.map((reveal, i) => {
    const pair = reveals.slice(i - (i % 2), i - (i % 2) + 2);
    expect(new Set(pair.map((u) => (u.data as { seat: string }).seat)).size).toBe(2);
    return { reveal, until: pair[1].position };
  });
}
