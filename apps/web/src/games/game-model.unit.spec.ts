import { GameModel } from './game-model';
import { GAME_ID, playedGame } from './game.fixtures';
import { holdGameSeat, keepManoeuvre, reloadGameSeats } from './game-seats';
import type { GameEventView, Seat } from './game-view';

// 14.8.3: the seat that commits its evasive number second must then reveal it, whichever arrives first: its
// command's answer or the live update of the same event (after which the answer brings nothing new). A seat sends
// its commands on its live socket once joined (docs/live.md, `command`), over HTTP when the socket cannot carry them.

type Handler = (message: unknown) => void;
interface SocketCommand {
  stream: string;
  id: string;
  commandId: string;
  type: string;
  data: unknown;
}
/** The live socket: its join answers the seat's role; a `command` is answered by `commandAck` (none: no ack). */
const socket = {
  handlers: new Map<string, Handler>(),
  commands: [] as SocketCommand[],
  commandAck: (_command: SocketCommand): Promise<unknown> =>
    Promise.reject(new Error('operation has timed out')),
};
jest.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (name: string, handler: Handler) => socket.handlers.set(name, handler),
    timeout: () => ({
      emitWithAck: async (name: string, body: SocketCommand) => {
        if (name !== 'command') return { ok: true, role: `seat:${seat}`, position: 0, updates: [] };
        socket.commands.push(body);
        return socket.commandAck(body);
      },
    }),
    close: () => undefined,
  }),
}));

const game = playedGame();
const commits = game.events.filter((e) => e.type === 'ManoeuvreCommitted');
/** The second commit of the first manoeuvre: the seat's own command, and its reveal that follows. */
const second = commits[1];
const seat = (second.data as { seat: Seat }).seat;
const reveal = game.events.find(
  (e) =>
    e.type === 'ManoeuvreRevealed' &&
    e.revision > second.revision &&
    (e.data as { seat: Seat }).seat === seat,
) as GameEventView;
const { number, salt } = reveal.data as { number: number; salt: string };
const { hash } = second.data as { hash: string };
/** What the server answers each command: the commit's event; nothing new for the reveal (it is not folded here). */
const answerTo = (type: string) => ({ events: type === 'CommitManoeuvre' ? [second] : [] });

/** The commands posted over HTTP, in order. */
const posted: { commandId: string; type: string }[] = [];
function install(beforeAnswer: () => void = () => undefined) {
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { commandId: string; type: string }) : null;
    let answer: unknown = { events: game.events.slice(0, second.revision) };
    if (body) {
      posted.push({ commandId: body.commandId, type: body.type });
      if (body.type === 'CommitManoeuvre') beforeAnswer();
      answer = answerTo(body.type);
    }
    const text = JSON.stringify(/\/events\?/.test(url) || body ? answer : {});
    return { ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
}

/** The seat's game open, the second to commit its number; `joined`: its live socket has joined. */
async function opened(joined: boolean) {
  const model = new GameModel(GAME_ID);
  await model.open();
  expect(model.offers.value.map((o) => o.type)).toContain('CommitManoeuvre');
  if (joined) {
    socket.handlers.get('connect')?.(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the feed's join, answered
    expect(model.feed.value?.status.value).toBe('live');
  }
  return model;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  performance.mark ??= jest.fn() as never; // jsdom has no User Timing marks
});

beforeEach(() => {
  posted.length = 0;
  socket.handlers.clear();
  socket.commands.length = 0;
  socket.commandAck = () => Promise.reject(new Error('operation has timed out'));
  localStorage.clear();
  holdGameSeat({ gameId: GAME_ID, seat, seatToken: 't', kommandant: 'K', seed: 's', joinedAt: '' });
  keepManoeuvre(GAME_ID, { number, salt, hash });
  reloadGameSeats();
});

describe('a seat’s reveal (14.8.3)', () => {
  it.each([
    ['the answer arrives first', false],
    ['the live update arrives before the answer', true],
  ])('is sent once both numbers are committed: %s', async (_, liveFirst) => {
    install(() => {
      if (liveFirst) socket.handlers.get('updates')?.({ stream: 'game', id: GAME_ID, updates: [second] });
    });
    const model = await opened(false);
    await model.send({ type: 'CommitManoeuvre', data: { hash, salt } });
    await settled();
    expect(posted.map((p) => p.type)).toEqual(['CommitManoeuvre', 'RevealManoeuvre']);
    model.close();
  });
});

describe('a seat whose live socket is joined', () => {
  it('sends its commands over the socket, the reveal that comes due included, and nothing over HTTP', async () => {
    // Given the socket answers each command as HTTP would
    install();
    socket.commandAck = async ({ type }) => ({ ok: true, answer: answerTo(type) });
    const model = await opened(true);

    // When the seat commits its number
    await model.send({ type: 'CommitManoeuvre', data: { hash, salt } });
    await settled();

    // Then the commit and the reveal it makes due went over the socket, to this game, and no POST was sent
    expect(socket.commands).toEqual([
      {
        stream: 'game',
        id: GAME_ID,
        commandId: expect.any(String),
        type: 'CommitManoeuvre',
        data: { hash, salt },
      },
      {
        stream: 'game',
        id: GAME_ID,
        commandId: expect.any(String),
        type: 'RevealManoeuvre',
        data: { number, salt },
      },
    ]);
    expect(posted).toEqual([]);
    expect(model.events.value.at(-1)).toEqual(second);
    model.close();
  });

  it('shows the socket’s refusal as the HTTP one, and does not send it over HTTP', async () => {
    install();
    const error = {
      statusCode: 422,
      code: 'manoeuvre/not-due',
      message: 'No manoeuvre is due (14.8)',
      rule: '14.8',
    };
    socket.commandAck = async () => ({ ok: false, error });
    const model = await opened(true);
    await model.send({ type: 'CommitManoeuvre', data: { hash, salt } });
    expect(model.error.value).toContain('14.8');
    expect(posted).toEqual([]);
    model.close();
  });

  it('sends over HTTP, with the same commandId, each command the socket did not answer in time', async () => {
    // Given a socket that gives no answer
    install();
    const model = await opened(true);

    // When the seat commits its number
    await model.send({ type: 'CommitManoeuvre', data: { hash, salt } });
    await settled();

    // Then each command was tried on the socket first, then posted with its commandId, and the reveal followed
    expect(posted).toEqual(socket.commands.map(({ commandId, type }) => ({ commandId, type })));
    expect(posted.map((p) => p.type)).toEqual(['CommitManoeuvre', 'RevealManoeuvre']);
    model.close();
  });
});
