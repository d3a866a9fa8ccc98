import { configure, render, screen, within } from '@testing-library/preact';
import type { Boards } from './fame-api';
import { HallOfFameScreen } from './HallOfFameScreen';

// The hall of fame's boards: a Beneath the Med class's careers are commanded by Comandanti, The Hunted's by Kommandants.

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, emit: () => undefined, close: () => undefined }),
}));
configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly

const board = (uboatType: string, startDate: string, kommandant: string) => ({
  uboatType,
  startDate,
  total: 1,
  entries: [
    {
      rank: 1,
      careerId: `c-${uboatType}`,
      kommandant,
      patrols: 3,
      tonnage: 12_000,
      shipsSunk: 2,
      victoryLevel: 'draw',
    },
  ],
});
const ASK = { period: 'all', page: 1, size: 20, position: 7 };
const BOARDS: Boards = {
  ...ASK,
  boards: [board('VIIC', '1943-07', 'Kptlt. Eins'), board('Perla', '1942-06', 'T.V. Uno')],
};

const RECORD = {
  rank: 1,
  gameId: 'g1',
  kommandants: { a: 'T.V. Uno', b: 'T.V. Due' },
  tonnage: { a: 9_000, b: 4_000 },
  winner: 'a',
  sailed: { campaign: 'beneath-the-med', uboatType: 'Adua', startDate: '1940-06' },
};
const WIN = {
  rank: 1,
  tournamentId: 't1',
  tournament: 'Coppa del Mediterraneo',
  entrants: 4,
  winner: { careerId: 'c-w', name: 'T.V. Tre', tonnage: 15_000 },
  campaign: 'beneath-the-med',
};

/** The server's answers: the boards, and no two-player record nor tournament winner yet (or one of each). */
function serve(withRecords = false): void {
  const one = (entry: object) => ({
    ...ASK,
    total: withRecords ? 1 : 0,
    entries: withRecords ? [entry] : [],
  });
  const answers: Record<string, unknown> = {
    '/api/hall-of-fame?': BOARDS,
    '/api/hall-of-fame/games?': one(RECORD),
    '/api/hall-of-fame/tournaments?': one(WIN),
  };
  globalThis.fetch = jest.fn(async (url: string) => {
    const answer = Object.entries(answers).find(([path]) => url.startsWith(path))?.[1] ?? {};
    const text = JSON.stringify(answer);
    return { ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
}

describe('the hall of fame', () => {
  it('heads a Beneath the Med board’s commanders as Comandanti, The Hunted’s as Kommandants', async () => {
    serve();
    render(<HallOfFameScreen />);
    const med = (await screen.findByRole('link', { name: 'T.V. Uno' })).closest('table')!;
    within(med).getByRole('columnheader', { name: 'Comandante' });
    expect(med.textContent).not.toMatch(/Kommandant/);
    const hunted = screen.getByRole('link', { name: 'Kptlt. Eins' }).closest('table')!;
    within(hunted).getByRole('columnheader', { name: 'Kommandant' });
  });

  it('titles each board with its game, then its boat and start month', async () => {
    serve();
    render(<HallOfFameScreen />);
    await screen.findByRole('link', { name: 'T.V. Uno' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'The Hunted · VIIC from July 1943',
        'Beneath the Med · Perla class from June 1942',
      ]),
    );
  });

  it('names the game of each two-player record and tournament winner', async () => {
    serve(true);
    render(<HallOfFameScreen />);
    const record = (await screen.findByRole('link', { name: 'T.V. Uno against T.V. Due' })).closest('tr')!;
    expect(record.textContent).toContain('Beneath the Med · Adua class from June 1940');
    const win = screen.getByRole('link', { name: 'Coppa del Mediterraneo (4 entrants)' }).closest('tr')!;
    expect(within(win).getByText('Beneath the Med')).toBeTruthy();
  });
});
