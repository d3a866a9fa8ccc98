import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { route } from '../router/router';
import type { TournamentSummary } from './api';
import { termsOf } from './CreateTournamentForm';
import { organiserTokens } from './organiser-tokens';
import { fakeFetch } from './tournaments.fixtures';
import { TournamentsScreen } from './TournamentsScreen';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const summary = (name: string, patch: Partial<TournamentSummary>): TournamentSummary => ({
  tournamentId: name.toLowerCase().replace(/ /g, '-'),
  name,
  organiser: 'BdU',
  format: 'survival',
  scoring: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
  endDate: '1945-05',
  registration: { opensAt: null, closesAt: null },
  phase: 'registration',
  entrants: 3,
  packs: 0,
  leader: null,
  updatedAt: '2026-11-27T11:00:00Z',
  ...patch,
});

// The list of tournaments and "organise a tournament".
describe('the tournaments screen', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it('groups the tournaments: registering, upcoming, running, finished', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    fakeFetch({
      '/tournaments': {
        tournaments: [
          summary('Biscay Cup', {}),
          summary('Spring Cup', { registration: { opensAt: '2026-12-01T00:00:00Z', closesAt: null } }),
          summary('Arctic Run', {
            phase: 'running',
            format: 'wolfpack',
            leader: { name: 'Prien', tonnage: 12500 },
          }),
          summary('Old Cup', { phase: 'finished', leader: { name: 'Lüth', tonnage: 4000 } }),
        ],
      },
    });
    render(<TournamentsScreen />);
    const group = async (name: RegExp) =>
      within(await screen.findByRole('region', { name })).getAllByRole('row');
    expect((await group(/^Registering now/))[1].textContent).toContain('Biscay Cup');
    expect((await group(/^Upcoming/))[1].textContent).toContain('Opens');
    expect((await group(/^Running/))[1].textContent).toContain('Prien, 12,500 t');
    expect((await group(/^Finished/))[1].textContent).toContain('Lüth, 4,000 t');
    expect(screen.getByRole('link', { name: 'Arctic Run' }).getAttribute('href')).toBe(
      '/tournaments/arctic-run',
    );
    jest.restoreAllMocks();
  });

  it('names the game of each tournament, and its format by that game’s rule', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    fakeFetch({
      '/tournaments': {
        tournaments: [
          summary('Biscay Cup', {}),
          summary('Coppa Betasom', {
            campaign: 'beneath-the-med',
            preset: 'short',
            format: 'top-tonnage',
            uboatTypes: ['Marcello'],
            startDate: '1942-04',
          }),
        ],
      },
    });
    render(<TournamentsScreen />);
    const rows = within(await screen.findByRole('region', { name: /^Registering now/ })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(within(rows[0]).getAllByRole('columnheader')[1].textContent).toBe('Game');
    expect(cells(rows[1]).slice(0, 2)).toEqual(['The Hunted', 'Survival 13.3']);
    expect(cells(rows[2]).slice(0, 3)).toEqual([
      'Beneath the Med: Short tonnage tournament: from April 1942, any class',
      'Top tonnage 10.2',
      'Marcello from April 1942',
    ]);
    jest.restoreAllMocks();
  });

  it('creates a tournament, keeps the organiser token in this browser and opens its page', async () => {
    const calls = fakeFetch({
      '/tournaments': { tournamentId: 't-9', organiserToken: 'secret-9', tournament: {}, tournaments: [] },
    });
    render(<TournamentsScreen />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Tournament name' }), {
      target: { value: 'Biscay Cup' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Organiser' }), { target: { value: 'BdU' } });
    fireEvent.click(screen.getByRole('radio', { name: /Survival/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the tournament' }));
    await waitFor(() => expect(route.value).toEqual({ screen: 'tournament', tournamentId: 't-9' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Biscay Cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    });
    expect(organiserTokens.value['t-9']).toBe('secret-9');
    expect(JSON.parse(localStorage.getItem('periscope.organiser.v1') ?? '{}')).toEqual({ 't-9': 'secret-9' });
  });
});

describe('the terms sent for each format', () => {
  const base = {
    name: 'Cup',
    organiser: 'BdU',
    scoring: 'survival' as const,
    uboatType: 'IXC',
    startDate: '1942-01',
    endDate: '',
    opensAt: '',
    closesAt: '2026-12-01T10:00',
    options: { reducedConvoyTargets: true, bold: false },
  };

  it('a wolfpack sails Type VIIC from July 1943 whatever the form held (13.5.2)', () => {
    const terms = termsOf({ ...base, format: 'wolfpack' });
    expect(terms).toMatchObject({ format: 'wolfpack', uboatTypes: ['VIIC'], startDate: '1943-07' });
    expect(terms.options).toEqual({ reducedConvoyTargets: true });
    expect(terms.registration?.closesAt).toBe(new Date('2026-12-01T10:00').toISOString());
  });

  it('a mixed tournament names its scoring and no single type (13.4)', () => {
    const terms = termsOf({ ...base, format: 'mixed' });
    expect(terms.scoring).toBe('survival');
    expect(terms.uboatTypes).toBeUndefined();
  });
});
