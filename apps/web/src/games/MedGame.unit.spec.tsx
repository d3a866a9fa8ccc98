import { configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { purposeName } from '../career/dice';
import { countWhere, GAME_ID, playedMedGame, startedMedGame, viewAt, type PlayedGame } from './game.fixtures';
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
async function open(count: number, viewer: 'a' | 'b' = 'a', played: PlayedGame = game) {
  api.view = viewAt(played, count, viewer);
  api.events = played.events.slice(0, count);
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

  it("10.1: the opponent's roll for the enemy (escorts, aircraft, harbour defenders) is a button naming it, the turn citing the Med's 10.1", async () => {
    const played = playedMedGame();
    const count = countWhere(played, (v) => v.pending.awaitedRoll !== null);
    const awaited = viewAt(played, count, 'a').pending.awaitedRoll!;
    holdGameSeat({
      gameId: GAME_ID,
      seat: awaited.seat,
      seatToken: `token-${awaited.seat}`,
      kommandant: `Bot ${awaited.seat}`,
      seed: `seed-of-${awaited.seat}`,
      joinedAt: '2026-11-27T00:00:00Z',
    });
    await open(count, awaited.seat, played);
    expect(screen.getByText('Your move: roll for your opponent’s patrol (10.1).')).toBeTruthy();
    const purpose = purposeName(awaited.purpose);
    expect(document.body.textContent).toContain(`Your opponent’s boat waits for your roll: ${purpose}`);
    fireEvent.click(screen.getByRole('button', { name: `Roll for ${purpose}` }));
    await waitFor(() => expect(api.commands().map((c) => c.type)).toEqual(['Roll']));
  });
});
