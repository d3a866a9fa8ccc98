import { configure, render, screen } from '@testing-library/preact';
import { GAME_ID, startedMedGame, viewAt } from './game.fixtures';
import { holdGameSeat, reloadGameSeats } from './game-seats';
import { FakeApi } from './http.fixtures';
import { GameScreen } from './GameScreen';
import { installWebCrypto } from './webcrypto.fixtures';

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, close: () => undefined }),
}));

const game = startedMedGame();
const api = new FakeApi();

/** The page of a game that has its first `count` events. */
async function open(count: number) {
  api.view = viewAt(game, count, 'a');
  api.events = game.events.slice(0, count);
  render(<GameScreen gameId={GAME_ID} />);
  await screen.findByRole('heading', { level: 1 });
}

configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly
beforeAll(installWebCrypto);
beforeEach(() => {
  localStorage.clear();
  reloadGameSeats();
  history.replaceState(null, '', '/');
  api.install();
});

describe('a two-player game of Beneath the Med (10.1) in the room', () => {
  it("the invite asks the second player for his Comandante, in the Regia Marina's words", async () => {
    history.replaceState(null, '', '/#invite=INVITE-M');
    await open(1);
    expect(screen.getByRole('textbox', { name: 'Your Comandante' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your Kommandant' })).toBeNull();
  });

  it("a seat's boat is shown as its career shows it: the class's status board, in port for [A1a], the assignment offered", async () => {
    holdGameSeat({
      gameId: GAME_ID,
      seat: 'a',
      seatToken: 'token-a',
      kommandant: 'Bot a',
      seed: 'seed-of-a',
      joinedAt: '2026-11-27T00:00:00Z',
    });
    await open(game.events.length);
    await screen.findByRole('article', { name: 'Status board: Adua-class submarine of the Regia Marina' });
    expect(screen.getByText(/the next patrol is rolled on \[A1a\]/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive the patrol assignment' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Kommandant|Kptlt|U-boat/);
  });
});
