import { FUZZ_CASES, FUZZ_SEED } from './fuzz.env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EventStore } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { AppModule } from '../../apps/server/src/app.module';
import { configureApp } from '../../apps/server/src/configure-app';
import { EVENT_STORE } from '../../apps/server/src/event-store/event-store.module';
import {
  fieldSweep,
  malformedRequest,
  routesOf,
  type FuzzRequest,
  type Known,
  type OpenApiDocument,
  type Route,
} from './openapi-routes';
import { malformedMessage, type SocketMessage } from './socket-messages';

// The hostile-client suite: every route of the OpenAPI document and every socket message, malformed in
// every way fast-check finds (seeded: FUZZ_SEED replays a run). Never a 5xx, and a refusal appends nothing.

interface Answer {
  ok?: boolean;
  error?: { statusCode: number; code: string };
}

describe('hostile clients: 0 × 5xx and 0 appends on refusals', () => {
  let app: INestApplication;
  let base: string;
  let store: EventStore;
  let known: Known;
  const statuses = new Map<number, number>();

  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  /** A career, a two-player game with both seats and a tournament with an entrant: ids and tokens to use. */
  async function seedServer(): Promise<Known> {
    const career = await post('/api/careers', {
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'Fuzz',
    });
    const entry = (seed: string) => ({ kommandant: `Fuzz ${seed}`, seedCommitment: commitment(seed) });
    const game = await post('/api/games', { uboatType: 'VIIC', startDate: '1943-07', ...entry('a') });
    const joined = await post(`/api/games/${game.gameId}/join`, {
      inviteCode: game.inviteCode,
      ...entry('b'),
    });
    const cup = {
      name: 'Fuzz Cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    };
    const tournament = await post('/api/tournaments', cup);
    const entrant = await post(`/api/tournaments/${tournament.tournamentId}/entrants`, { name: 'Kptlt. F' });
    return {
      ids: [career.careerId, game.gameId, tournament.tournamentId, entrant.careerId],
      tokens: [
        career.seatToken,
        game.seatToken,
        joined.seatToken,
        tournament.organiserToken,
        entrant.seatToken,
      ],
    };
  }

  beforeAll(async () => {
    const module = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = configureApp(module.createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    store = app.get(EVENT_STORE);
    known = await seedServer();
  });
  afterAll(async () => {
    process.stdout.write(`hostile clients, HTTP statuses: ${JSON.stringify(Object.fromEntries(statuses))}\n`);
    await app.close();
  });

  /** Sends one request: a 5xx fails, and so does a refusal that appended or lacks the error body. */
  async function noFaultNorAppend(req: FuzzRequest): Promise<void> {
    const head = await store.headPosition();
    const res = await fetch(`${base}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
    });
    const text = await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const seen = `${req.method} ${req.url.slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
    if (res.status >= 500) throw new Error(`a server fault: ${seen}`);
    if (res.status < 400) return;
    if ((await store.headPosition()) !== head) throw new Error(`a refusal appended: ${seen}`);
    const body = JSON.parse(text) as { statusCode?: number; code?: unknown };
    if (body.statusCode !== res.status || typeof body.code !== 'string')
      throw new Error(`a refusal without the error body: ${seen}`);
  }

  it('answers every field of every body left out or of a wrong type with a 4xx, appending nothing', async () => {
    const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    const [careerId, gameId, tournamentId, entrantId] = known.ids;
    const idOf = (route: Route) => (name: string) =>
      name === 'careerId'
        ? entrantId
        : route.path.startsWith('/api/games')
          ? gameId
          : route.path.startsWith('/api/tournaments')
            ? tournamentId
            : careerId;
    const tokenOf = (route: Route) =>
      route.path.startsWith('/api/games')
        ? known.tokens[1]
        : route.path.startsWith('/api/tournaments')
          ? known.tokens[3]
          : known.tokens[0];
    const requests = routesOf(doc).flatMap((route) => fieldSweep(route, idOf(route), tokenOf(route)));
    expect(requests.length).toBeGreaterThan(300);
    for (const request of requests) await noFaultNorAppend(request);
  });

  it(
    'answers malformed requests to every route of the OpenAPI document with a 4xx, appending nothing',
    async () => {
      const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
      const routes = routesOf(doc);
      expect(routes.length).toBeGreaterThanOrEqual(25);
      const requests = fc.constantFrom(...routes).chain((route) => malformedRequest(route, known));
      await fc.assert(fc.asyncProperty(requests, noFaultNorAppend), {
        numRuns: FUZZ_CASES,
        seed: FUZZ_SEED,
        endOnFailure: FUZZ_CASES > 1000,
      });
    },
    60_000 + FUZZ_CASES * 200,
  );

  it(
    'answers malformed socket messages (join, leave, command on /live; join, leave on /tournaments) with a 4xx ack, appending nothing',
    async () => {
      const auths = [undefined, 'junk', known.tokens[0], known.tokens[1]];
      const clients = {
        '/live': auths.map((token) => connect('/live', token)),
        '/tournaments': auths.map((token) => connect('/tournaments', token)),
      };
      const all = [...clients['/live'], ...clients['/tournaments']];
      try {
        await Promise.all(all.map(connected));
        const send = (message: SocketMessage) => noSocketFaultNorAppend(clients[message.namespace], message);
        await fc.assert(fc.asyncProperty(malformedMessage(known, auths.length), send), {
          numRuns: Math.ceil(FUZZ_CASES / 2),
          seed: FUZZ_SEED,
          endOnFailure: FUZZ_CASES > 1000,
        });
      } finally {
        all.forEach((socket) => socket.close());
      }
    },
    60_000 + FUZZ_CASES * 200,
  );

  const connect = (namespace: string, token?: string) =>
    io(`${base}${namespace}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(token && { auth: { token } }),
    });
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

  /** Sends one message: an error ack of 5xx fails, so does no ack, a dropped socket, or a refusal that appended. */
  async function noSocketFaultNorAppend(sockets: Socket[], message: SocketMessage): Promise<void> {
    const socket = sockets[message.client];
    const seen = `${message.namespace} ${message.event} ${JSON.stringify(message.args)?.slice(0, 300)}`;
    if (!socket.connected) throw new Error(`the socket was dropped before: ${seen}`);
    const head = await store.headPosition();
    let answer: Answer;
    if (message.ack) {
      answer = (await socket.timeout(5000).emitWithAck(message.event, ...message.args)) as Answer;
    } else {
      socket.emit(message.event, ...message.args);
      answer = (await socket.timeout(5000).emitWithAck('leave', { stream: 'career', id: 'none' })) as Answer;
    }
    if (!socket.connected) throw new Error(`the socket was dropped: ${seen}`);
    if (answer?.ok === true) return;
    const status = answer?.error?.statusCode ?? 0;
    if (status >= 500 || status < 400) throw new Error(`a fault (${JSON.stringify(answer)}): ${seen}`);
    if ((await store.headPosition()) !== head) throw new Error(`a refusal appended: ${seen}`);
  }
});
