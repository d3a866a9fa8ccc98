import { decide, evolve, fold, initialState, pending, SeededDice, type CareerEvent } from '@periscope/rules';
import { cautious, playCareer } from '@periscope/rules/bots';
import { secretKeys, without } from '@periscope/rules/career/views';
import { CareerModel } from './career-model';
import type { ClientEvent } from './events';

// The client's fold (ARCHITECTURE.md "Live views"): the events a viewer may see, folded by the decider's own
// evolve and pending, give what the server's fold shows that viewer, at every revision, with no state read.

type Handler = (message: unknown) => void;
/** The live socket: its join answers the viewer's role; a `command` is answered by `commandAck` (none: no ack). */
const socket = {
  handlers: new Map<string, Handler>(),
  connected: true,
  commands: [] as unknown[],
  commandAck: (): Promise<unknown> => Promise.reject(new Error('operation has timed out')),
};
jest.mock('socket.io-client', () => ({
  io: (_url: string, { auth }: { auth: { token?: string } }) => ({
    connected: true,
    on: (name: string, handler: Handler) => socket.handlers.set(name, handler),
    timeout: () => ({
      emitWithAck: async (name: string, body: unknown) => {
        if (name !== 'command')
          return { ok: true, role: auth.token ? 'seat:player' : 'spectator', updates: [] };
        socket.commands.push(body);
        return socket.commandAck();
      },
    }),
    close: () => undefined,
  }),
}));

const CAREER = 'c-1';
const SEEDS = { serverSeed: 'client-fold', playerSeed: 'bot' };
const played = playCareer(cautious, { ...SEEDS, maxCommands: 60 });
/** The revision of each command's last event: where the server's fold (one append a command) can be read. */
const ends: number[] = [];
{
  const dice = new SeededDice(SEEDS);
  let state = initialState();
  for (const command of played.commands) {
    const events = decide(state, command, dice);
    state = events.reduce(evolve, state);
    ends.push((ends.at(-1) ?? -1) + events.length);
  }
}
const hidden = secretKeys(true, false);
/** The stream as a spectator receives it: no seed while the career runs (L-1). */
const seen: ClientEvent[] = played.events.map((e, revision) => ({
  revision,
  position: 1000 + revision,
  type: e.type,
  data: without(e.data, hidden),
  recordedAt: '2026-11-28T00:00:00Z',
}));

/** The events of the `c`th command (StartCareer is 0). */
const batch = (c: number) => seen.slice((ends[c - 1] ?? -1) + 1, ends[c] + 1);

/** GET /careers/:id for a spectator: the server's fold of the whole stream, redacted. */
function serverView(revision: number) {
  const state = fold(played.events.slice(0, revision + 1) as CareerEvent[], initialState());
  return { revision, state: without(state, hidden), pending: pending(state) };
}

const sent: string[] = [];
function install(held: readonly ClientEvent[], answer: unknown = {}) {
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    sent.push(`${init.method ?? 'GET'} ${url}`);
    const from = Number(/from=(\d+)/.exec(url)?.[1] ?? 0);
    const body = /\/events\?/.test(url) ? { events: held.slice(from, from + 1000) } : answer;
    const text = JSON.stringify(body);
    return { ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const shown = (model: CareerModel) => {
  const read = model.read.value;
  return read && json({ revision: read.revision, state: read.state, pending: read.pending });
};

const seat = { careerId: CAREER, seatToken: 'token', kommandant: 'Bot', uboatType: 'VIIC', startedAt: '' };

beforeAll(() => {
  performance.mark ??= jest.fn() as never; // jsdom has no User Timing marks
});
beforeEach(() => {
  sent.length = 0;
  socket.handlers.clear();
  socket.commands.length = 0;
  socket.commandAck = () => Promise.reject(new Error('operation has timed out'));
});

describe('the career screen folds events, never reads the state', () => {
  it('folds the events it opens on, then each append’s update, equal to the server’s fold at every revision', async () => {
    expect(ends.length).toBeGreaterThan(30);
    expect(ends.at(-1)).toBe(seen.length - 1);
    install(seen.slice(0, ends[2] + 1));
    const model = new CareerModel(CAREER);
    await model.open();
    expect(shown(model)).toEqual(json(serverView(ends[2])));
    const updates = socket.handlers.get('updates') as Handler;
    for (let c = 3; c < ends.length; c++) {
      updates({ stream: 'career', id: CAREER, updates: batch(c) });
      expect(shown(model)).toEqual(json(serverView(ends[c])));
    }
    expect(sent).toEqual([`GET /api/careers/${CAREER}/events?from=0&limit=1000`]);
    model.close();
  });

  it('holds a command’s answer that overtook a live update, and folds both once the update comes', async () => {
    const answer = {
      revision: 5,
      events: batch(4).map(({ revision, type, data }) => ({ revision, type, data })),
    };
    install(seen.slice(0, ends[2] + 1), answer);
    const model = new CareerModel(CAREER, seat as never);
    await model.open();
    await model.send({ type: 'Whatever', data: {} } as never);
    expect(model.read.value?.revision).toBe(ends[2]);
    (socket.handlers.get('updates') as Handler)({ stream: 'career', id: CAREER, updates: batch(3) });
    expect(shown(model)).toEqual(json(serverView(ends[4])));
    model.close();
  });

  it('a seat folds its command’s answer, and reads nothing after it', async () => {
    const answer = {
      revision: 8,
      events: batch(6).map(({ revision, type, data }) => ({ revision, type, data })),
    };
    install(seen.slice(0, ends[5] + 1), answer);
    const model = new CareerModel(CAREER, seat as never);
    await model.open();
    await model.send({ type: 'Whatever', data: {} } as never);
    expect(shown(model)).toEqual(json(serverView(ends[6])));
    expect(sent.filter((s) => s.startsWith('GET'))).toEqual([
      `GET /api/careers/${CAREER}/events?from=0&limit=1000`,
    ]);
    model.close();
  });

  it('shows nothing of a command whose events came in two messages until the second', async () => {
    const c = ends.findIndex((end, i) => i > 2 && end - ends[i - 1] >= 2);
    install(seen.slice(0, ends[c - 1] + 1));
    const model = new CareerModel(CAREER);
    await model.open();
    const updates = socket.handlers.get('updates') as Handler;
    const [first, ...rest] = batch(c);
    updates({ stream: 'career', id: CAREER, updates: [first] });
    expect(model.read.value?.revision).toBeLessThanOrEqual(first.revision);
    expect(model.readError.value).toBeNull();
    updates({ stream: 'career', id: CAREER, updates: rest });
    expect(shown(model)).toEqual(json(serverView(ends[c])));
    model.close();
  });

  it('sends a move the network dropped again, with the same commandId, saying so, and folds it once', async () => {
    const answer = {
      revision: 8,
      events: batch(6).map(({ revision, type, data }) => ({ revision, type, data })),
    };
    install(seen.slice(0, ends[5] + 1), answer);
    const model = new CareerModel(CAREER, seat as never);
    await model.open();
    const served = globalThis.fetch;
    const posted: string[] = [];
    const retrying: number[] = [];
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return served(url, init);
      posted.push((JSON.parse(String(init.body)) as { commandId: string }).commandId);
      retrying.push(model.retrying.value);
      if (posted.length === 1) throw new TypeError('Failed to fetch'); // the network is down
      if (posted.length === 2)
        return {
          ok: false,
          status: 503,
          statusText: 'Unavailable',
          headers: { get: () => null },
          text: async (): Promise<string> => '',
        };
      return served(url, init);
    }) as unknown as typeof fetch;
    await model.send({ type: 'Whatever', data: {} } as never);
    expect(posted).toHaveLength(3);
    expect(new Set(posted).size).toBe(1);
    expect(retrying).toEqual([0, 1, 2]);
    expect(model.retrying.value).toBe(0);
    expect(model.error.value).toBeNull();
    expect(shown(model)).toEqual(json(serverView(ends[6])));
    model.close();
  });

  it('says a move was not sent once the retries are spent', async () => {
    install(seen.slice(0, ends[5] + 1));
    const model = new CareerModel(CAREER, seat as never);
    await model.open();
    const served = globalThis.fetch;
    let posts = 0;
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return served(url, init);
      posts += 1;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await model.send({ type: 'Whatever', data: {} } as never);
    expect(posts).toBe(4);
    expect(model.error.value).toMatch(
      /^Your move was not sent: .*Choose it again once the connection is back\.$/,
    );
    expect(model.read.value?.revision).toBe(ends[5]);
    model.close();
  }, 15_000);
  describe('a seat whose live socket is joined', () => {
    const answer = () => ({
      revision: ends[6],
      events: batch(6).map(({ revision, type, data }) => ({ revision, type, data })),
    });
    const opened = async () => {
      install(seen.slice(0, ends[5] + 1), answer());
      const model = new CareerModel(CAREER, seat as never);
      await model.open();
      socket.handlers.get('connect')?.(undefined);
      await new Promise((resolve) => setTimeout(resolve, 0)); // the feed's join, answered
      expect(model.feed.value?.status.value).toBe('live');
      return model;
    };

    it('sends its command over the socket and folds the answer, with no HTTP request', async () => {
      socket.commandAck = async () => ({ ok: true, answer: answer() });
      const model = await opened();
      await model.send({ type: 'Whatever', data: { x: 1 } } as never);
      expect(socket.commands).toEqual([
        { stream: 'career', id: CAREER, commandId: expect.any(String), type: 'Whatever', data: { x: 1 } },
      ]);
      expect(sent.filter((s) => s.startsWith('POST'))).toEqual([]);
      expect(shown(model)).toEqual(json(serverView(ends[6])));
      model.close();
    });

    it('shows the socket’s refusal as the HTTP one, naming its rule, and does not send it again', async () => {
      const error = { statusCode: 422, code: 'rules/violation', message: 'Not now (9.6.9)', rule: '9.6.9' };
      socket.commandAck = async () => ({ ok: false, error });
      const model = await opened();
      await model.send({ type: 'Whatever', data: {} } as never);
      expect(model.error.value).toContain('9.6.9');
      expect(sent.filter((s) => s.startsWith('POST'))).toEqual([]);
      expect(model.read.value?.revision).toBe(ends[5]);
      model.close();
    });

    it('sends over HTTP, with the same commandId, a command the socket did not answer in time', async () => {
      const model = await opened();
      const posted: unknown[] = [];
      const served = globalThis.fetch;
      globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'POST') posted.push(JSON.parse(String(init.body)));
        return served(url, init);
      }) as unknown as typeof fetch;
      await model.send({ type: 'Whatever', data: {} } as never);
      const [overSocket] = socket.commands as { commandId: string }[];
      expect(posted).toEqual([{ commandId: overSocket.commandId, type: 'Whatever', data: {} }]);
      expect(shown(model)).toEqual(json(serverView(ends[6])));
      model.close();
    });
  });
});
