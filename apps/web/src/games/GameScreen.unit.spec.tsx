import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { rollsOf } from '../career/dice';
import { GAME_ID, countWhere, playedGame, viewAt, type PlayedGame } from './game.fixtures';
import { holdGameSeat, reloadGameSeats, type HeldGameSeat } from './game-seats';
import type { GameEventView, GameView, Seat } from './game-view';
import { FakeApi } from './http.fixtures';
import { GameScreen } from './GameScreen';
import { installWebCrypto } from './webcrypto.fixtures';
import { purposeName } from '../career/dice';

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, close: () => undefined }),
}));

const play = jest.requireActual('@periscope/play/duel') as { manoeuvreHash(n: number, salt: string): string };
const game = playedGame();
const api = new FakeApi();
const offers = (view: GameView, seat: Seat) => view.pending.seats[seat].map((o) => o.type);

function seatAt(count: number, seat: Seat, extra: Partial<HeldGameSeat> = {}) {
  holdGameSeat({
    gameId: GAME_ID,
    seat,
    seatToken: `token-${seat}`,
    kommandant: `Bot ${seat}`,
    seed: `seed-of-${seat}`,
    joinedAt: '2026-11-27T00:00:00Z',
    ...extra,
  });
  api.view = viewAt(game, count, seat);
  api.events = game.events.slice(0, count);
}

async function open() {
  render(<GameScreen gameId={GAME_ID} />);
  await screen.findByRole('heading', { level: 1 });
}

configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly
beforeAll(installWebCrypto);
beforeEach(() => {
  document.title = '';
  api.earlier.length = 0;
  localStorage.clear();
  reloadGameSeats();
  api.sent.length = 0;
  api.install();
});

describe('the two-player room (13.1)', () => {
  it('13.1.2: tells the seat whose move it is, on the page and in the tab’s title', async () => {
    const count = countWhere(game, (v) => v.phase === 'playing' && offers(v, 'a').includes('AssignPatrol'));
    seatAt(count, 'a');
    await open();
    expect(screen.getByText('Your move.')).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^● Your move · Bot a v Bot b/));
    fireEvent.click(screen.getByRole('button', { name: /patrol assignment/i }));
    await waitFor(() => expect(api.commands()).toHaveLength(1));
    expect(api.commands()[0]).toMatchObject({ type: 'AssignPatrol', data: {}, token: 'Bearer token-a' });
  });

  it('13.1.2: the other seat waits and is told for whom', async () => {
    const count = countWhere(game, (v) => v.phase === 'playing' && offers(v, 'a').includes('AssignPatrol'));
    seatAt(count, 'b');
    await open();
    expect(screen.getByText('Waiting for Bot a.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bot a v Bot b — periscope'));
    expect(screen.getByText(/Nothing for you to do now/)).toBeTruthy();
  });

  it('13.1.2: the opponent’s roll is a button naming the roll and its rule; it sends Roll', async () => {
    const count = countWhere(game, (v) => v.pending.awaitedRoll !== null);
    const roller = viewAt(game, count, 'a').pending.awaitedRoll!.seat;
    seatAt(count, roller);
    await open();
    const awaited = api.view!.pending.awaitedRoll!;
    expect(screen.getByText(/Your move: roll for your opponent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Roll for ${purposeName(awaited.purpose)}` }));
    await waitFor(() => expect(api.commands().map((c) => c.type)).toEqual(['Roll']));
  });

  it('13.1.2: after his roll the opponent sees what he rolled, with each modifier and its rule', async () => {
    const rolls = (e: GameEventView) => rollsOf({ ...e, position: 0, recordedAt: '' }).map((f) => f.roll);
    const rolled = game.events.findIndex(
      (e) =>
        (e.data as { rolledBy?: string }).rolledBy === 'b' && rolls(e).some((r) => r.modifiers.length > 0),
    );
    seatAt(rolled + 1, 'b');
    await open();
    const made = await screen.findByRole('region', { name: 'Your last roll for your opponent' });
    for (const roll of rolls(game.events[rolled])) {
      expect(made.textContent).toContain(`= ${roll.natural}`);
      for (const m of roll.modifiers) expect(within(made).getAllByText(m.rule).length).toBeGreaterThan(0);
    }
  });

  it('14.8.3: a number is sent only as sha256 of number and salt, with the salt the server checks at the commit', async () => {
    const count = countWhere(game, (v) => offers(v, 'a').includes('CommitManoeuvre') && !v.manoeuvres);
    seatAt(count, 'a');
    await open();
    expect(screen.getByText('Your move: choose your evasive number, face hidden (14.8.3).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() => expect(api.commands()).toHaveLength(1));
    const kept = JSON.parse(localStorage.getItem('periscope.games.v1')!)[GAME_ID].manoeuvre;
    expect(kept.number).toBe(4);
    expect(kept.salt).toMatch(/^[0-9a-f]{64}$/);
    const [commit] = api.commands();
    expect(commit.type).toBe('CommitManoeuvre');
    expect(commit.data).toEqual({ hash: play.manoeuvreHash(4, kept.salt), salt: kept.salt });
    expect(JSON.stringify(api.sent)).not.toMatch(/"number":4/);
  });

  it('14.8.3: once both numbers are face hidden the client uncovers its own, unasked', async () => {
    const revealed = game.events.find((e) => e.type === 'ManoeuvreRevealed')!;
    const { seat, number, salt } = revealed.data as { seat: Seat; number: number; salt: string };
    const count = countWhere(game, (v) => offers(v, seat).includes('RevealManoeuvre'));
    seatAt(count, seat, { manoeuvre: { number, salt, hash: play.manoeuvreHash(number, salt) } });
    await open();
    expect(screen.getByText('Uncovering your evasive number (14.8.3)…')).toBeTruthy();
    await waitFor(() => expect(api.commands()).toHaveLength(1));
    expect(api.commands()[0]).toMatchObject({ type: 'RevealManoeuvre', data: { number, salt } });
  });

  it('14.8.3: the opponent’s number shows face hidden until both are known, the seat’s own with its value', async () => {
    const count = countWhere(game, (v) => v.manoeuvres?.hashes.a !== undefined && !!v.manoeuvres?.hashes.b);
    seatAt(count, 'a', {
      manoeuvre: { number: 5, salt: 's', hash: viewAt(game, count, 'a').manoeuvres!.hashes.a! },
    });
    await open();
    const numbers = screen.getByRole('list', { name: 'Evasive numbers (14.8.3)' });
    expect(numbers.textContent).toContain('You: 5, face hidden');
    expect(numbers.textContent).toContain('Bot b: chosen, face hidden');
  });

  it('13.1.1: the client reveals its dice seed once both players have committed', async () => {
    seatAt(2, 'b');
    expect(api.view!.phase).toBe('seeding');
    await open();
    await waitFor(() => expect(api.commands()).toHaveLength(1));
    expect(api.commands()[0]).toMatchObject({ type: 'RevealSeed', data: { seed: 'seed-of-b' } });
  });

  it('13.1.1: the header, the seeds to reveal and the careers not started cite The Hunted’s 13.1.1', async () => {
    seatAt(2, 'b');
    await open();
    expect(document.querySelector('.game-header__terms')?.textContent).toBe(
      'The Hunted · VIIC from July 1943 until July 1943 (13.1.1)',
    );
    expect(screen.getByText('Both players reveal their dice seeds (13.1.1).')).toBeTruthy();
    expect(screen.getByText('Revealing your dice seed (13.1.1)…')).toBeTruthy();
    expect(screen.getByText('The careers start once both dice seeds are revealed (13.1.1).')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/10\.1|11\.3/);
  });

  it('a move made between the first read and the events is on screen: the view is read again', async () => {
    const started = countWhere(game, (v) => v.phase === 'playing');
    api.view = viewAt(game, started, 'spectator');
    api.events = game.events.slice(0, started);
    api.earlier.push(viewAt(game, 2, 'spectator')); // read while both seeds were still to reveal
    await open();
    await waitFor(() => expect(document.querySelector('.game')?.getAttribute('data-phase')).toBe('playing'));
  });

  it('TP-TIMEOUT: counts down to the deadline the server set, and says what it does to whom', async () => {
    const count = countWhere(game, (v) => v.pending.awaitedRoll !== null);
    seatAt(count, 'a');
    const deadline = Date.parse(api.view!.deadline!.at);
    expect(deadline).toBe(Date.parse(game.events[count - 1].metadata!.at!) + 600_000); // decided, not stored
    let now = deadline - 6 * 60_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    await open();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Time left: 6:00\. Then the server rolls for (you|Bot [ab])\.$/);
    now += 61_000; // the clock moves: the countdown follows within its second
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('4:59'));
    now = deadline - 7 * 86_400_000 + 61_000; // a game's longest timeout: days, then hours
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('6 d 23:58:59'));
    now = deadline + 1;
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^The time is up:/));
    jest.restoreAllMocks();
  });

  it('TP-FORFEIT: spectators see the same deadline; seeds not revealed in time lose the game', async () => {
    const seeding = countWhere(game, (v) => v.phase === 'seeding');
    api.view = viewAt(game, seeding, 'spectator');
    api.events = game.events.slice(0, seeding);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(api.view.deadline!.at) - 90_000);
    await open();
    expect((await screen.findByRole('timer')).textContent).toBe(
      'Time left: 1:30. Then Bot a forfeits the game; Bot b forfeits the game.',
    );
    jest.restoreAllMocks();
  });

  it('TP-FORFEIT: a game lost at the deadline says who forfeited it', async () => {
    const seeding = countWhere(game, (v) => v.phase === 'seeding');
    const at = (revision: number) => ({
      revision,
      position: revision + 1,
      recordedAt: '1943-07-01T09:00:00Z',
    });
    const forfeit: PlayedGame = {
      events: [
        ...game.events.slice(0, seeding),
        { ...at(seeding), type: 'SeatForfeited', data: { seat: 'b', stage: 'seed', rule: 'TP-FORFEIT' } },
        {
          ...at(seeding + 1),
          type: 'GameEnded',
          data: { tonnage: { a: 0, b: 0 }, winner: 'a', rule: '13.1.3' },
        },
      ],
    };
    seatAt(0, 'a');
    api.view = viewAt(forfeit, forfeit.events.length, 'a');
    api.events = forfeit.events;
    await open();
    expect((await screen.findByText(/let the deadline pass/)).textContent).toBe(
      'Bot b let the deadline pass and forfeited the game.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('13.1.3: the result, both tonnages and the links to the audit', async () => {
    seatAt(game.events.length, 'a');
    await open();
    const result = api.view!.result!;
    const heading = await screen.findByRole('heading', { name: /wins?: |^A draw/ });
    expect(heading.textContent).toMatch(result.winner === null ? /draw/ : /win/);
    expect(heading.textContent).toMatch(/ \(13\.1\.3\)\.$/);
    expect(screen.getByText('The game is over (13.1.3).')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Bot b/ });
    expect(row.textContent).toContain(`${result.tonnage.b.toLocaleString('en-US')} t`);
    expect(screen.getByRole('link', { name: 'Audit this game' }).getAttribute('href')).toBe(
      `/audit?game=${GAME_ID}`,
    );
    expect(screen.getByRole('link', { name: /Download the export/ }).getAttribute('href')).toBe(
      `/api/games/${GAME_ID}/export`,
    );
    await waitFor(() => expect(document.title).toMatch(/^Game over/));
  });

  it('a spectator watches: no decision, no seat token sent', async () => {
    api.view = viewAt(
      game,
      countWhere(game, (v) => v.phase === 'playing'),
      'spectator',
    );
    api.events = game.events.slice(0, api.view.revision + 1);
    await open();
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(screen.getByText('Watching')).toBeTruthy();
    expect(api.sent.every((s) => s.token === null)).toBe(true);
  });

  it('14.8.3: when both numbers are uncovered, the seats and a spectator read the manoeuvre on a card', async () => {
    type Moved = { seat: Seat; events: { type: string; data: Record<string, number> }[] };
    const at = game.events.findIndex(
      (e) =>
        e.type === 'CareerAdvanced' &&
        (e.data as Moved).events.some((c) => c.type === 'EvasiveManoeuvreMade'),
    );
    const moved = game.events[at].data as Moved;
    const made = moved.events.find((c) => c.type === 'EvasiveManoeuvreMade')!.data;
    for (const viewer of [moved.seat, 'spectator'] as const) {
      if (viewer === 'spectator') localStorage.clear();
      else seatAt(at + 1, viewer);
      reloadGameSeats();
      api.view = viewAt(game, at + 1, viewer);
      api.events = game.events.slice(0, at + 1);
      const { unmount } = render(<GameScreen gameId={GAME_ID} />);
      const title = await screen.findByRole('heading', { name: 'Evasive manoeuvre revealed (14.8.3)' });
      expect(title.closest('article')?.textContent).toContain(
        `the U-boat turned ${made.uboatNumber}, the escort ${made.escortNumber}`,
      );
      unmount();
    }
  });
});
