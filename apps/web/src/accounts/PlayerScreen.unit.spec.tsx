import { render, screen } from '@testing-library/preact';
import { switchLanguage } from '../i18n/i18n';
import type { CareerLine, PlayerPage } from './player-api';
import { PlayerScreen } from './PlayerScreen';

const page = jest.fn<Promise<PlayerPage>, [string]>();
jest.mock('./player-api', () => ({ playerPage: (name: string) => page(name) }));

const career = (ended: boolean): CareerLine => ({
  careerId: ended ? 'ended-career' : 'running-career',
  kommandant: 'Kptlt. Test',
  uboatType: 'VIIC',
  startDate: '1943-07',
  date: ended ? '1944-02' : '1943-07',
  rank: 'OLtzS',
  boats: ['VIIC'],
  patrols: ended ? 2 : 0,
  tonnage: ended ? 9_500 : 0,
  shipsSunk: ended ? 2 : 0,
  ended,
  victoryLevel: ended ? 'marginalVictory' : null,
  decorations: null,
  tonnageOverTime: [],
});

const player = (careers: CareerLine[]): PlayerPage => ({
  name: 'kaleun',
  own: false,
  visibility: { careers: true, games: true, tournaments: true },
  careers,
  games: [],
  tournaments: [],
});

describe('the player page', () => {
  afterEach(() => switchLanguage('en'));

  it('says a running career is running, and a finished one from its start to its end', async () => {
    page.mockResolvedValue(player([career(false), career(true)]));
    render(<PlayerScreen name="kaleun" />);
    const running = await screen.findByText(/At war since July 1943/);
    expect(running.textContent).toContain('The career is still running.');
    expect(running.textContent).not.toMatch(/to July 1943/);
    const over = screen.getByText(/From July 1943 to February 1944/);
    expect(over.textContent).toContain('2 patrols, 2 ships sunk');
  });

  it('lists a tournament he co-organises as such', async () => {
    page.mockResolvedValue({
      ...player([]),
      tournaments: [{ tournamentId: 't-co', name: 'Kernével Cup', phase: 'running', role: 'co-organiser' }],
    });
    render(<PlayerScreen name="kaleun" />);
    const line = (await screen.findByRole('link', { name: 'Kernével Cup' })).closest('li');
    expect(line?.textContent).toBe('Kernével Cup: co-organiser, running.');
  });

  it("speaks the reader's language", async () => {
    await switchLanguage('it');
    page.mockResolvedValue(player([career(false)]));
    render(<PlayerScreen name="kaleun" />);
    expect((await screen.findByText(/In guerra da luglio 1943/)).textContent).toContain(
      'La carriera è ancora in corso.',
    );
    expect(screen.getByRole('heading', { name: 'Carriere' })).toBeTruthy();
  });
});
