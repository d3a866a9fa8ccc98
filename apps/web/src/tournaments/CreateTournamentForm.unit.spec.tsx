import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { route } from '../router/router';
import { CreateTournamentForm } from './CreateTournamentForm';
import { fakeFetch } from './tournaments.fixtures';

const created = { tournamentId: 't-med', organiserToken: 'secret-med', tournament: {} };

function fillNames() {
  fireEvent.input(screen.getByRole('textbox', { name: 'Tournament name' }), {
    target: { value: 'Coppa del Mediterraneo' },
  });
  fireEvent.input(screen.getByRole('textbox', { name: 'Organiser' }), { target: { value: 'Supermarina' } });
}

const sent = (calls: ReturnType<typeof fakeFetch>) => calls.find((c) => c.method === 'POST')?.body;

describe("the organiser's choice of game (Beneath the Med §10)", () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it('10.2 long: from June 1940 by default, one class for all, the Acciaio class not offered', async () => {
    const calls = fakeFetch({ '/tournaments': created });
    render(<CreateTournamentForm />);
    fillNames();
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    expect(screen.queryByRole('radio', { name: /Wolfpack/ })).toBeNull(); // the preset fixes the format
    expect(screen.queryByRole('option', { name: 'Acciaio class' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Submarine class (4.2.1)' }), {
      target: { value: 'Calvi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create the tournament' }));
    await waitFor(() => expect(route.value).toEqual({ screen: 'tournament', tournamentId: 't-med' }));
    expect(sent(calls)).toEqual({
      name: 'Coppa del Mediterraneo',
      organiser: 'Supermarina',
      campaign: 'beneath-the-med',
      preset: 'long',
      format: 'top-tonnage',
      uboatTypes: ['Calvi'],
      startDate: '1940-06',
    });
  });

  it('10.2 short: from April 1942, where the Acciaio class may sail', async () => {
    const calls = fakeFetch({ '/tournaments': created });
    render(<CreateTournamentForm />);
    fillNames();
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Tournament of the rulebook (10.2-10.4)' }), {
      target: { value: 'short' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Submarine class (4.2.1)' }), {
      target: { value: 'Acciaio' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create the tournament' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)).toMatchObject({ preset: 'short', uboatTypes: ['Acciaio'], startDate: '1942-04' });
  });

  it('§11: Beneath the Med offers its own optional rules, each entrant’s escort number rolled (11.3)', async () => {
    const calls = fakeFetch({ '/tournaments': created });
    render(<CreateTournamentForm />);
    fillNames();
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    expect(screen.getByText('Optional rules (§11)', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Historical targets/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Evasive manoeuvres/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the tournament' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)).toMatchObject({
      options: { historicalTargets: true, evasiveManoeuvres: 'escortRolled' },
    });
  });

  it('The Hunted, the default, sends no campaign and offers the wolfpack', async () => {
    const calls = fakeFetch({ '/tournaments': created });
    render(<CreateTournamentForm />);
    fillNames();
    expect(screen.getByRole('radio', { name: /Wolfpack/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create the tournament' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)).not.toHaveProperty('campaign');
  });
});
