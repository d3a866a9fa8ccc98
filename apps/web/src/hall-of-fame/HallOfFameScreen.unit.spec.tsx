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

/** The server's answers: the boards, and no two-player record nor tournament winner yet. */
function serve(): void {
  const answers: Record<string, unknown> = {
    '/api/hall-of-fame?': BOARDS,
    '/api/hall-of-fame/games?': { ...ASK, total: 0, entries: [] },
    '/api/hall-of-fame/tournaments?': { ...ASK, total: 0, entries: [] },
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
});
