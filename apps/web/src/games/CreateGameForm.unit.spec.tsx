import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { GameReference } from '@periscope/rules';
import { reference } from '../reference/reference';
import { gameSeats, reloadGameSeats } from './game-seats';
import { FakeApi } from './http.fixtures';
import { GamesScreen } from './GamesScreen';
import { installWebCrypto } from './webcrypto.fixtures';

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

describe("/games: the creator chooses the game both careers start under (13.1.1, Beneath the Med's 10.1)", () => {
  it('Beneath the Med: its Comandanti both sail one class from one month, sent with the campaign and its 11.3 on, as The Hunted’s 14.8.3', async () => {
    api.created = { gameId: 'g-med', seat: 'a', seatToken: 'token-a', inviteCode: 'INVITE-M' };
    render(<GamesScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Submarine class, both players (10.1)' }), {
      target: { value: 'Marcello' },
    });
    expect(screen.queryByRole('option', { name: 'Acciaio class' })).toBeNull(); // in service from 4/42 (4.2.1)
    expect(screen.queryByRole('textbox', { name: 'Your Kommandant' })).toBeNull(); // the Regia Marina's words
    fireEvent.input(screen.getByRole('textbox', { name: 'Your Comandante' }), {
      target: { value: 'C.C. Longanesi-Cattani' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Create the game' }));
    await waitFor(() => expect(gameSeats.value['g-med']).toBeDefined());
    const body = posted('/games') as Record<string, unknown>;
    expect(body).toMatchObject({ campaign: 'beneath-the-med', uboatType: 'Marcello', startDate: '1940-06' });
    expect(body.options).toEqual({ evasiveManoeuvres: 'escortRolled' }); // the game makes it the opponent's (11.3)
  });

  it('§11: Beneath the Med offers its own optional rules, and sends those switched on', async () => {
    api.created = { gameId: 'g-med', seat: 'a', seatToken: 'token-a', inviteCode: 'INVITE-M' };
    render(<GamesScreen />);
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    expect(screen.getByText('Optional rules (§11)', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /Historical targets/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Evasive manoeuvres/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Variable escort quality/ }));
    expect(screen.getByText(/your opponent chooses it face hidden/)).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Your Comandante' }), {
      target: { value: 'C.C. Longanesi-Cattani' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Create the game' }));
    await waitFor(() => expect(gameSeats.value['g-med']).toBeDefined());
    expect((posted('/games') as Record<string, unknown>).options).toEqual({
      historicalTargets: true,
      variableEscortQuality: true,
    });
  });

  it('10.1: Beneath the Med’s hints cite its 10.1, never The Hunted’s 13.1.1; back to The Hunted, 13.1.1', async () => {
    render(<GamesScreen />);
    const form = screen.getByRole('form', { name: 'Create a game' });
    fireEvent.click(screen.getByRole('radio', { name: 'Beneath the Med' }));
    expect(within(form).getByText(/only once both of you have committed \(10\.1\)\.$/)).toBeTruthy();
    expect(form.textContent).not.toMatch(/13\.1/);
    fireEvent.click(screen.getByRole('radio', { name: 'The Hunted' }));
    expect(within(form).getByRole('combobox', { name: 'U-boat type, both players (13.1.1)' })).toBeTruthy();
    expect(within(form).getByText(/only once both of you have committed \(13\.1\.1\)\.$/)).toBeTruthy();
    expect(form.textContent).not.toMatch(/10\.1/);
  });

  it('The Hunted, the default, sends no campaign', async () => {
    api.created = { gameId: 'g-th', seat: 'a', seatToken: 'token-a', inviteCode: 'INVITE-H' };
    render(<GamesScreen />);
    expect((screen.getByRole('radio', { name: 'The Hunted' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Your Kommandant' }), {
      target: { value: 'Kptlt. Adler' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Create the game' }));
    await waitFor(() => expect(gameSeats.value['g-th']).toBeDefined());
    expect(posted('/games')).not.toHaveProperty('campaign');
  });
});
