import { fireEvent, screen, within } from '@testing-library/preact';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { perlaLuckyThenCaught, perlaMeetsAircraft, perlaOnStation } from './med.fixtures';
import { panel } from './med-panel.fixtures';

describe("a Beneath the Med career's screen: the AA (7.3.3-7.3.4) and the random events (9.2)", () => {
  afterEach(() => switchLanguage('en'));

  it('7.3.3: after a failed crash dive, offers the AA or holding fire, with the AA’s odds on the designed [A2] and the attack’s risk', () => {
    const sent: SentCommand[] = [];
    panel(perlaMeetsAircraft(), (c) => sent.push(c));
    const aa = screen.getByRole('region', { name: 'The aircraft attacks' });
    within(aa).getByText(/one attack on \[B4\] at \+2 follow/);
    within(aa).getByText(
      /Each attack rolls 2d6 \+2 on \[B4\]: the submarine is sunk outright 8 % of the time/,
    );
    within(aa).getByText(
      /Holding fire counts as an AA that missed: the aircraft, undamaged, makes every attack/,
    );
    within(aa).getByText(/2d6 on \[A2\], modifier -1/);
    within(aa).getByLabelText(/Reconstructed.*the AA chart \[A2\]/i);
    const odds = within(aa).getByRole('list', { name: "The AA's chances" });
    expect(
      within(odds)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shot down: 17 %', 'Damaged: 25 %', 'Missed: the aircraft shadows the boat: 58 %']);
    expect(within(aa).queryByText(/In bocca al lupo/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fire the AA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hold fire and dive' }));
    expect(sent).toEqual([
      { type: 'StaySurfaced', data: {} },
      { type: 'Dive', data: {} },
    ]);
  });

  it('7.3.3: quotes no odds of The Hunted under the AA choice (its 9.8.7, its Kommandant)', async () => {
    const { container } = panel(perlaMeetsAircraft());
    await new Promise((resolve) => setTimeout(resolve, 200)); // the options' odds are worked out after the paint
    expect(container.textContent).not.toMatch(/9\.8\.\d|Kommandant|flak/);
  });

  it('9.2: the random event of [B10] in the log, and its "In bocca al lupo" token on the status board', () => {
    panel(
      perlaOnStation({
        '2d6': [
          [6, 6],
          [3, 4],
        ],
      }),
    );
    const log = screen.getByRole('region', { name: 'Log of the career' });
    within(log).getByText('Random event: "In bocca al lupo": a good-luck token');
    within(log).getAllByText(/Random event/);
    screen.getByText('One token');
  });

  it('9.2 (Q-BTM-LUPO): with a token on the board, the failed crash dive may be rolled again; in Spanish', async () => {
    await switchLanguage('es');
    const sent: SentCommand[] = [];
    panel(perlaLuckyThenCaught(), (c) => sent.push(c));
    screen.getByText(/Una ficha "In bocca al lupo" en el tablero/);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Usar una ficha "In bocca al lupo": repetir la inmersión de emergencia',
      }),
    );
    expect(sent).toEqual([{ type: 'UseRandomEventToken', data: { token: 'inBoccaAlLupo' } }]);
  });
});
