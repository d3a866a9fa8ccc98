import { configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { purposeName } from '../career/dice';
import { switchLanguage, type Language } from '../i18n/i18n';
import {
  countWhere,
  GAME_ID,
  medManoeuvreGame,
  playedMedGame,
  startedMedGame,
  viewAt,
  type PlayedGame,
} from './game.fixtures';
import { holdGameSeat, reloadGameSeats } from './game-seats';
import { FakeApi } from './http.fixtures';
import { GameScreen } from './GameScreen';
import { installWebCrypto } from './webcrypto.fixtures';

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, close: () => undefined }),
}));

const play = jest.requireActual('@periscope/play/duel') as { manoeuvreHash(n: number, salt: string): string };
const game = startedMedGame();
const api = new FakeApi();

/** The page of a game that has its first `count` events. */
async function open(count: number, viewer: 'a' | 'b' | 'spectator' = 'a', played: PlayedGame = game) {
  api.view = viewAt(played, count, viewer);
  api.events = played.events.slice(0, count);
  render(<GameScreen gameId={GAME_ID} />);
  await screen.findByRole('heading', { level: 1 });
}

/** This browser holds `seat`, as its player's own after creating or joining the game. */
const holdSeat = (seat: 'a' | 'b', manoeuvre?: { number: number; salt: string; hash: string }) =>
  holdGameSeat({
    gameId: GAME_ID,
    seat,
    seatToken: `token-${seat}`,
    kommandant: `Bot ${seat}`,
    seed: `seed-of-${seat}`,
    joinedAt: '2026-11-27T00:00:00Z',
    ...(manoeuvre && { manoeuvre }),
  });

/** The Hunted's two-player rules (13.1.x) and its evasive manoeuvres (14.8.x), whose numbers the Med's are not. */
const HUNTED_RULES = /13\.1|14\.8/;

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
    expect(screen.getByText(/^You sail the boat and the months above \(10\.1\)\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it("a seat's boat is shown as its career shows it: the class's status board, in port for [A1a], the assignment offered", async () => {
    holdSeat('a');
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
    holdSeat(awaited.seat);
    await open(count, awaited.seat, played);
    expect(screen.getByText('Your move: roll for your opponent’s patrol (10.1).')).toBeTruthy();
    const purpose = purposeName(awaited.purpose);
    expect(document.body.textContent).toContain(`Your opponent’s boat waits for your roll: ${purpose}`);
    fireEvent.click(screen.getByRole('button', { name: `Roll for ${purpose}` }));
    await waitFor(() => expect(api.commands().map((c) => c.type)).toEqual(['Roll']));
  });
});

describe("a game of Beneath the Med cites its own rules: 10.1 and 11.3, never The Hunted's 13.1.x and 14.8.x (Q-BTM-DUEL-CITE)", () => {
  const manoeuvring = medManoeuvreGame();
  afterEach(() => switchLanguage('en'));

  it('10.1: the header names its class and month', async () => {
    await open(game.events.length, 'spectator');
    expect(document.querySelector('.game-header__terms')?.textContent).toBe(
      'Beneath the Med · Adua class from June 1940 (10.1)',
    );
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it.each<[Language, string]>([
    ['es', 'Beneath the Med · clase Adua desde junio de 1940 (10.1)'],
    ['it', 'Beneath the Med · classe Adua da giugno 1940 (10.1)'],
  ])('10.1: the header in %s', async (language, terms) => {
    await switchLanguage(language);
    await open(game.events.length, 'spectator');
    expect(document.querySelector('.game-header__terms')?.textContent).toBe(terms);
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it('10.1: both seeds to reveal, this seat revealing its own, the careers not started yet', async () => {
    const seeding = countWhere(game, (v) => v.phase === 'seeding');
    holdSeat('b');
    await open(seeding, 'b');
    expect(screen.getByText('Both players reveal their dice seeds (10.1).')).toBeTruthy();
    expect(screen.getByText('Revealing your dice seed (10.1)…')).toBeTruthy();
    expect(screen.getByText('The careers start once both dice seeds are revealed (10.1).')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it('11.3: the seat’s move is its evasive number, chosen face hidden', async () => {
    const choosing = countWhere(manoeuvring, (v) =>
      v.pending.seats.a.some((o) => o.type === 'CommitManoeuvre'),
    );
    holdSeat('a');
    await open(choosing, 'a', manoeuvring);
    expect(screen.getByText('Your move: choose your evasive number, face hidden (11.3).')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it('11.3: a spectator reads that both players choose their evasive numbers', async () => {
    const both = countWhere(manoeuvring, (v) =>
      (['a', 'b'] as const).every((s) => v.pending.seats[s].some((o) => o.type === 'CommitManoeuvre')),
    );
    await open(both, 'spectator', manoeuvring);
    expect(screen.getByText('Both players choose their evasive numbers (11.3).')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it('11.3: once both numbers are face hidden, the seat uncovers its own', async () => {
    const revealed = manoeuvring.events.find((e) => e.type === 'ManoeuvreRevealed')!;
    const { seat, number, salt } = revealed.data as { seat: 'a' | 'b'; number: number; salt: string };
    const count = countWhere(manoeuvring, (v) =>
      v.pending.seats[seat].some((o) => o.type === 'RevealManoeuvre'),
    );
    holdSeat(seat, { number, salt, hash: play.manoeuvreHash(number, salt) });
    await open(count, seat, manoeuvring);
    expect(screen.getByText('Uncovering your evasive number (11.3)…')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });

  it('10.1: the game over and its winner', async () => {
    const played = playedMedGame();
    await open(played.events.length, 'a', played);
    expect(screen.getByText('The game is over (10.1).')).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        name: /(wins?: the most tonnage sunk|A draw: equal tonnage) \(10\.1\)\.$/,
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(HUNTED_RULES);
  });
});
