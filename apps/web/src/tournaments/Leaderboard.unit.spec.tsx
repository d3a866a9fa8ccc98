import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { switchLanguage, type Language } from '../i18n/i18n';
import type { RulingRow } from './api';
import { Leaderboard } from './Leaderboard';
import { chosenCampaign } from '@periscope/play/campaign-terms';
import { careerIdOf, fakeFetch, runningTournament, standingsOf } from './tournaments.fixtures';
import { termsRule } from './words';

const rowsShown = () => screen.getAllByRole('row').slice(1);
const namesShown = () => rowsShown().map((r) => within(r).getByRole('rowheader').textContent ?? '');

// The public standings (13.2-13.5), from the real standings function of a 45-entrant field.
describe('the standings of a tournament', () => {
  const standings = standingsOf('survival', 45);
  const ruling: RulingRow = {
    careerId: careerIdOf(8),
    rulingId: 'r-1',
    reason: 'the Columbine was claimed twice',
    ruling: { kind: 'correctResult', revision: 12, field: 'tonnage', from: 8000, to: 1000 },
  };

  it('shows twenty rows a page, with pages to go through', () => {
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} />);
    expect(rowsShown()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(namesShown()[0]).toContain(standings.individual[20].name);
  });

  it('finds an entrant by name', () => {
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} />);
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search by name' }), {
      target: { value: 'prien' },
    });
    expect(namesShown()).toEqual(['Kptlt. Prien']);
  });

  it('"find me" turns to my page and marks my row', async () => {
    const last = standings.individual[44];
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set([last.careerId])} />);
    expect(screen.queryByText('you')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find me' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    const mine = screen.getByText('you').closest('tr') as HTMLElement;
    expect(within(mine).getByRole('rowheader').textContent).toContain(last.name);
    await waitFor(() => expect(document.activeElement).toBe(within(mine).getByRole('rowheader')));
  });

  it('marks the survivors of a survival tournament (13.3), not the sunk nor the disqualified', () => {
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} />);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Entrant 1' } });
    const row = (name: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }).closest('tr') as HTMLElement;
    expect(within(row('Kptlt. Entrant 1')).queryByText('survivor (13.3)')).toBeTruthy();
    expect(within(row('Kptlt. Entrant 10')).queryByText('survivor (13.3)')).toBeNull(); // sunk
    expect(within(row('Kptlt. Entrant 10')).getByText(/Out: sunk/)).toBeTruthy();
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Entrant 3' } });
    expect(within(row('Kptlt. Entrant 3')).getByText('Disqualified: sailed two boats')).toBeTruthy();
  });

  it('shows a ruling on the row it changed, in words', () => {
    render(<Leaderboard standings={standings} rulings={[ruling]} mine={new Set()} />);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Entrant 8' } });
    const [row] = rowsShown();
    expect(row.textContent).toContain('the Columbine was claimed twice');
    expect(row.textContent).toContain('a sinking counts 1,000 t, not 8,000 t');
    expect(row.textContent).not.toMatch(/\b(move|revision) \d+/);
  });

  it('names the encounter a ruling voids on its row: the boat, the patrol and the ships, in each language', async () => {
    const voided: RulingRow = {
      careerId: careerIdOf(8),
      rulingId: 'r-2',
      reason: 'a convoy rolled twice',
      ruling: { kind: 'voidEncounter', revision: 5 },
    };
    fakeFetch({
      [`/careers/${careerIdOf(8)}/events`]: {
        events: [
          { revision: 1, type: 'CareerStarted', data: { uboatType: 'VIIC', uboatId: 'U-552' } },
          { revision: 2, type: 'PatrolAssigned', data: { number: 2 } },
          { revision: 5, type: 'EncounterRolled', data: {} },
          {
            revision: 6,
            type: 'ShipsIdentified',
            data: { ships: [{ name: 'Columbine' }, { name: 'Reuben James' }] },
          },
          { revision: 8, type: 'EncounterEnded', data: {} },
        ],
      },
    });
    const said: Record<Language, string> = {
      en: 'U-552, patrol 2: Columbine, Reuben James',
      es: 'U-552, patrulla 2: Columbine, Reuben James',
      it: 'U-552, pattuglia 2: Columbine, Reuben James',
    };
    try {
      for (const language of ['en', 'es', 'it'] as const) {
        await switchLanguage(language);
        const { unmount } = render(<Leaderboard standings={standings} rulings={[voided]} mine={new Set()} />);
        fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Entrant 8' } });
        const line = rowsShown()[0].querySelector('.leaderboard__ruling') as HTMLElement;
        await waitFor(() => expect(line.textContent).toContain(said[language]));
        expect(line.textContent).toContain('a convoy rolled twice');
        unmount();
      }
    } finally {
      await switchLanguage('en');
    }
  });

  it("speaks Beneath the Med's words in its tournaments: a Comandante's column, survivors by its 10.3", () => {
    const hunted = runningTournament('survival', 5).terms as NonNullable<
      ReturnType<typeof runningTournament>['terms']
    >;
    const med = { ...hunted, campaign: chosenCampaign('beneath-the-med'), preset: 'survival' as const };
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} terms={med} />);
    expect(screen.getByRole('columnheader', { name: 'Comandante' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Kommandant' })).toBeNull();
    expect(screen.getAllByText('survivor (10.3)').length).toBeGreaterThan(0);
    expect(screen.queryByText('survivor (13.3)')).toBeNull();
    expect([termsRule(hunted), termsRule({ ...med, preset: undefined, format: 'top-tonnage' })]).toEqual([
      '13.3',
      '10.2',
    ]);
  });

  it('links "watch" for the boats at sea only', () => {
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} />);
    const atSea = standings.individual.slice(0, 20).filter((r) => r.fate === 'atSea');
    const links = screen.getAllByRole('link', { name: /^Watch / });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(atSea.map((r) => `/careers/${r.careerId}`));
  });

  it("opens an entrant's score sheet with the ships he sank", async () => {
    const first = standings.individual[0];
    fakeFetch({
      [`/careers/${first.careerId}/events`]: {
        events: [{ revision: 9, type: 'ShipSunk', data: { name: 'Empire Star', tonnage: 8000 } }],
      },
    });
    render(<Leaderboard standings={standings} rulings={[]} mine={new Set()} />);
    const button = screen.getByRole('button', { name: `Score sheet of ${first.name}` });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const sheet = screen.getByRole('group', { name: `Score sheet of ${first.name}` });
    await waitFor(() => expect(sheet.textContent).toContain('Empire Star, 8,000 t'));
    expect(sheet.textContent).toContain('Patrols completed1');
  });

  it('has no serious or critical axe violation', async () => {
    const { container } = render(
      <main>
        <Leaderboard standings={standings} rulings={[ruling]} mine={new Set([careerIdOf(2)])} />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
