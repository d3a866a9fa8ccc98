import { configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { account } from '../accounts/account-state';
import type { Tournament } from './api';
import { holdOrganiserToken } from './organiser-tokens';
import { fakeFetch } from './tournaments.fixtures';
import { TournamentScreen } from './TournamentScreen';

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: false, on: () => undefined, emit: () => undefined, close: () => undefined }),
}));
configure({ asyncUtilTimeout: 5000 }); // a loaded 2-core machine renders slowly

const ID = '00000000-0000-4000-8000-00000000c0c0';
const cup: Tournament = {
  tournamentId: ID,
  revision: 3,
  phase: 'running',
  pausedFor: null,
  terms: {
    name: 'Kernével Cup',
    organiser: 'BdU',
    format: 'survival',
    scoring: 'tonnage',
    uboatTypes: ['VIIC'],
    startDate: '1943-07',
    endDate: '1945-05',
    options: {},
    registration: { opensAt: null, closesAt: null },
    packSize: 0,
  },
  entrants: [],
  packs: [],
};
const signedIn = (coOrganised: string[]) => ({
  account: {
    name: 'Godt',
    passkeys: [],
    claims: [],
    visibility: { careers: true, games: true, tournaments: true },
    coOrganised,
  },
});
const answers = (me: object) => ({
  [`/tournaments/${ID}`]: cup,
  [`/tournaments/${ID}/actions`]: { revision: 4 },
  [`/tournaments/${ID}/co-organisers`]: { tournamentId: ID, coOrganiser: 'Godt' },
  '/accounts/me': me,
});

// The organiser's console (docs/accounts.md "Co-organisers"): the token's holder, and a co-organiser's session.
describe("the tournament page's console", () => {
  beforeEach(() => {
    localStorage.clear();
    account.value = undefined;
  });

  it('opens for a signed-in co-organiser with no token here, whose session acts; he adds no one', async () => {
    const calls = fakeFetch(answers(signedIn([ID])));
    render(<TournamentScreen tournamentId={ID} />);
    fireEvent.input(await screen.findByRole('textbox', { name: 'Why pause' }), {
      target: { value: 'a convoy conference' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/actions'))).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/actions'))).toMatchObject({
      method: 'POST',
      authorization: undefined,
      body: { type: 'PauseTournament' },
    });
    expect(screen.queryByRole('form', { name: 'Add a co-organiser' })).toBeNull();
  });

  it('stays shut for a signed-in player who organises nothing here', async () => {
    fakeFetch(answers(signedIn([])));
    render(<TournamentScreen tournamentId={ID} />);
    await screen.findByRole('heading', { name: /Kernével Cup/ });
    await waitFor(() => expect(account.value).not.toBeUndefined());
    expect(screen.queryByRole('heading', { name: "Organiser's console" })).toBeNull();
  });

  it('lets the organiser add a co-organiser by name, with his token', async () => {
    holdOrganiserToken(ID, 'org-token');
    const calls = fakeFetch(answers({ account: null }));
    render(<TournamentScreen tournamentId={ID} />);
    const form = await screen.findByRole('form', { name: 'Add a co-organiser' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Player name' }), { target: { value: ' Godt ' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/Godt is a co-organiser/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/co-organisers'))).toMatchObject({
      method: 'POST',
      authorization: 'Bearer org-token',
      body: { name: 'Godt' },
    });
  });
});

// The page names the game a tournament is played in, and cites the format's rule in that game's rulebook.
describe("the tournament page's game", () => {
  const medCup: Tournament = {
    ...cup,
    terms: {
      ...cup.terms,
      name: 'Coppa Betasom',
      format: 'mixed',
      uboatTypes: ['Marcello', 'Marconi'],
      startDate: '1941-06',
      endDate: '1943-08',
      campaign: { id: 'beneath-the-med', rulesetVersion: '1' },
      preset: 'mixed',
    },
  };

  it('names Beneath the Med and its preset, its classes, and 10.4 with no Hunted title', async () => {
    fakeFetch({ ...answers({}), [`/tournaments/${ID}`]: medCup });
    render(<TournamentScreen tournamentId={ID} />);
    const terms = (await screen.findByRole('heading', { name: 'Coppa Betasom' })).nextElementSibling;
    expect(terms?.textContent).toMatch(
      /^Beneath the Med: Mixed submarine tournament: each picks a class in service · /,
    );
    expect(terms?.textContent).toContain('any class in service');
    expect(terms?.textContent).not.toMatch(/Type VII|13\.4/);
    screen.getByLabelText('rule 10.4');
  });

  it('names The Hunted for terms that record no game', async () => {
    fakeFetch(answers({}));
    render(<TournamentScreen tournamentId={ID} />);
    const terms = (await screen.findByRole('heading', { name: 'Kernével Cup' })).nextElementSibling;
    expect(terms?.textContent).toMatch(/^The Hunted · /);
  });
});
