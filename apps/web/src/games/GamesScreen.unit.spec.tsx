import { configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { GameReference } from '@periscope/rules';
import { reference } from '../reference/reference';
import { GAME_ID, playedGame, viewAt } from './game.fixtures';
import { gameSeats, reloadGameSeats } from './game-seats';
import { FakeApi } from './http.fixtures';
import { GameScreen } from './GameScreen';
import { GamesScreen } from './GamesScreen';
import { installWebCrypto } from './webcrypto.fixtures';

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, close: () => undefined }),
}));

const rules = jest.requireActual('@periscope/rules') as { commitment(seed: string): string };
const api = new FakeApi();
const posted = (path: string) => api.sent.find((s) => s.method === 'POST' && s.path === path)?.body;

configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly
beforeAll(() => {
  installWebCrypto();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  localStorage.clear();
  reloadGameSeats();
  api.sent.length = 0;
  api.install();
  reference.value = {
    boats: [{ type: 'VIIC', startMonths: { first: '1940-09', last: '1945-05' } }],
    options: [],
  } as unknown as GameReference;
});
afterEach(() => (reference.value = null));

describe('/games: create a game and hold its seat (13.1.1)', () => {
  it('commits to a seed drawn here and keeps seed, token and invite code in this browser only', async () => {
    api.created = { gameId: 'g-new', seat: 'a', seatToken: 'token-a', inviteCode: 'INVITE-1' };
    render(<GamesScreen />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Your Kommandant' }), {
      target: { value: 'Kptlt. Adler' },
    });
    fireEvent.input(screen.getByLabelText(/Time for each move/), { target: { value: '15' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Create the game' }));
    await waitFor(() => expect(gameSeats.value['g-new']).toBeDefined());
    const held = gameSeats.value['g-new'];
    const body = posted('/games')!;
    expect(body).toMatchObject({
      uboatType: 'VIIC',
      startDate: '1943-07',
      kommandant: 'Kptlt. Adler',
      opponentTimeoutSeconds: 900,
      options: { evasiveManoeuvres: 'escortChosen' }, // 14.8.3: both numbers chosen face hidden
      seedCommitment: rules.commitment(held.seed),
    });
    expect(held).toMatchObject({ seat: 'a', seatToken: 'token-a', inviteCode: 'INVITE-1' });
    expect(held.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(api.sent)).not.toContain(held.seed);
    expect(location.pathname).toBe('/games/g-new');
  });

  it('lists the games this browser holds a seat in, each linked', () => {
    localStorage.setItem(
      'periscope.games.v1',
      JSON.stringify({
        g1: {
          gameId: 'g1',
          seat: 'b',
          seatToken: 't',
          kommandant: 'Kptlt. Bauer',
          seed: 's',
          joinedAt: '2026-11-26',
        },
      }),
    );
    reloadGameSeats();
    render(<GamesScreen />);
    expect(screen.getByRole('link', { name: 'Kptlt. Bauer' }).getAttribute('href')).toBe('/games/g1');
  });
});

describe('/games/:id#invite=…: the second player joins from the link', () => {
  it('sends the invite code and his seed commitment, then holds seat b', async () => {
    history.replaceState(null, '', `/games/${GAME_ID}#invite=CODE-42`);
    api.view = viewAt(playedGame(), 1, 'spectator');
    api.events = playedGame().events.slice(0, 1);
    api.created = { gameId: GAME_ID, seat: 'b', seatToken: 'token-b' };
    render(<GameScreen gameId={GAME_ID} />);
    await screen.findByRole('heading', { name: 'Join this game' });
    expect(screen.getByText('Waiting for a second player to join.')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Your Kommandant' }), {
      target: { value: 'Kptlt. Bauer' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Take the second seat' }));
    await waitFor(() => expect(gameSeats.value[GAME_ID]).toBeDefined());
    const held = gameSeats.value[GAME_ID];
    expect(posted(`/games/${GAME_ID}/join`)).toEqual({
      inviteCode: 'CODE-42',
      kommandant: 'Kptlt. Bauer',
      seedCommitment: rules.commitment(held.seed),
    });
    expect(held).toMatchObject({ seat: 'b', seatToken: 'token-b' });
    expect(location.hash).toBe(''); // the spent code leaves the address bar
  });

  it('seat a sees the invite link to send, with the code in its fragment', async () => {
    localStorage.setItem(
      'periscope.games.v1',
      JSON.stringify({
        [GAME_ID]: {
          gameId: GAME_ID,
          seat: 'a',
          seatToken: 't',
          kommandant: 'Bot a',
          seed: 's',
          inviteCode: 'C-1',
          joinedAt: '',
        },
      }),
    );
    reloadGameSeats();
    history.replaceState(null, '', `/games/${GAME_ID}`);
    api.view = viewAt(playedGame(), 1, 'a');
    render(<GameScreen gameId={GAME_ID} />);
    const link = (await screen.findByRole('textbox', { name: 'Invite link' })) as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/games/${GAME_ID}#invite=C-1`);
  });
});
