import { GameModel } from './game-model';
import { GAME_ID, playedGame } from './game.fixtures';
import { holdGameSeat, keepManoeuvre, reloadGameSeats } from './game-seats';
import type { GameEventView, Seat } from './game-view';

// 14.8.3: the seat that commits its evasive number second must then reveal it, whichever arrives first: its
// command's answer or the live update of the same event (after which the answer brings nothing new).

type Handler = (message: unknown) => void;
const handlers = new Map<string, Handler>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (name: string, handler: Handler) => handlers.set(name, handler),
    timeout: () => ({ emitWithAck: async () => ({ ok: true, role: 'seat', position: 0, updates: [] }) }),
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

const posted: string[] = [];
function install(beforeAnswer: () => void) {
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { type: string }) : null;
    let answer: unknown = { events: game.events.slice(0, second.revision) };
    if (body) {
      posted.push(body.type);
      if (body.type === 'CommitManoeuvre') beforeAnswer();
      answer = { events: body.type === 'CommitManoeuvre' ? [second] : [] };
    }
    const text = JSON.stringify(/\/events\?/.test(url) || body ? answer : {});
    return { ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
}

beforeAll(() => {
  performance.mark ??= jest.fn() as never; // jsdom has no User Timing marks
});

describe('a seat’s reveal (14.8.3)', () => {
  it.each([
    ['the answer arrives first', false],
    ['the live update arrives before the answer', true],
  ])('is sent once both numbers are committed: %s', async (_, liveFirst) => {
    posted.length = 0;
    localStorage.clear();
    holdGameSeat({ gameId: GAME_ID, seat, seatToken: 't', kommandant: 'K', seed: 's', joinedAt: '' });
    keepManoeuvre(GAME_ID, { number, salt, hash });
    reloadGameSeats();
    install(() => {
      if (liveFirst) handlers.get('updates')?.({ stream: 'game', id: GAME_ID, updates: [second] });
    });
    const model = new GameModel(GAME_ID);
    await model.open();
    expect(model.offers.value.map((o) => o.type)).toContain('CommitManoeuvre');
    await model.send({ type: 'CommitManoeuvre', data: { hash, salt } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toEqual(['CommitManoeuvre', 'RevealManoeuvre']);
    model.close();
  });
});
