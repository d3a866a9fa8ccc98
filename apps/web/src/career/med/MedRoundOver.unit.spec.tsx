import { fireEvent, screen, within } from '@testing-library/preact';
import type { CareerState } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { perlaMeetsConvoy, type MedPlay } from './med.fixtures';
import { panel } from './med-panel.fixtures';

/** The Perla's round against one ship left alone is over, the ship still afloat (7.2.7). */
function roundOver(): MedPlay {
  const play = perlaMeetsConvoy();
  const encounter = { ...play.state.encounter!, escorted: false };
  const state = { ...play.state, encounter, step: { kind: 'combatRoundOver' } } as CareerState;
  return { ...play, state };
}

describe('a Beneath the Med combat round over against an unescorted ship (7.2.7)', () => {
  afterEach(() => switchLanguage('en'));

  it('says what an extra round risks with its odds on [A3], the rounds left, and offers it or letting the ship go', () => {
    const sent: SentCommand[] = [];
    panel(roundOver(), (c) => sent.push(c));
    const round = screen.getByRole('region', { name: 'The combat round is over' });
    within(round).getByText(/If an escort arrives, it rolls \[B3\] at once/);
    const odds = within(round).getByRole('list', { name: 'What an extra round brings' });
    expect(within(odds).getAllByRole('listitem')).toHaveLength(3);
    within(round).getByText('2 extra rounds left in this travel box.');
    expect(within(round).getAllByLabelText(/extra-round section/).length).toBe(1);
    screen.getByRole('button', { name: 'Let the ship go and sail on' });
    fireEvent.click(screen.getByRole('button', { name: 'Extra combat round: reload and roll [A3]' }));
    expect(sent).toEqual([{ type: 'AdditionalRound', data: {} }]);
  });

  it('says the same in Spanish and in Italian', async () => {
    await switchLanguage('es');
    const { unmount } = panel(roundOver());
    screen.getByRole('button', { name: 'Ronda adicional de combate: recargar y tirar en [A3]' });
    unmount();
    await switchLanguage('it');
    panel(roundOver());
    screen.getByRole('button', { name: 'Lasciar andare la nave e proseguire' });
  });
});

describe('a third extra round, one travel box on (7.2.7)', () => {
  it('says the next round first moves the boat one travel box on, chasing the ship', () => {
    const play = roundOver();
    const patrol = play.state.patrol as unknown as { boxes: unknown[] };
    const area = { kind: 'area', area: 'spanishCoast', rolls: 1 };
    const moved = {
      ...patrol,
      boxes: [area, area, { kind: 'transit', area: null, rolls: 1 }],
      boxIndex: 0,
      extraRoundsIn: { box: 0, rounds: 2 },
    };
    panel({ ...play, state: { ...play.state, patrol: moved } as unknown as CareerState });
    const round = screen.getByRole('region', { name: 'The combat round is over' });
    within(round).getByText(/another one first moves the boat one travel box on, chasing the ship/);
    screen.getByRole('button', { name: 'Extra combat round: reload and roll [A3]' });
  });
});

describe('a Beneath the Med combat over against escorted ships: following (7.4)', () => {
  it('7.4.3: offers the damaged ships of a convoy followed together, each choice naming the one finished off if they separate', () => {
    const play = perlaMeetsConvoy();
    const ships = play.state.encounter!.ships.map((s, i) => (i < 2 ? { ...s, damage: 1 } : s));
    const encounter = { ...play.state.encounter!, kind: 'convoy', ships };
    panel({ ...play, state: { ...play.state, encounter, step: { kind: 'combatRoundOver' } } as CareerState });
    const buttons = screen.getAllByRole('button', {
      name: /^Follow the damaged ships \(.+\): together and still escorted on 1-4 of 1d6.+\(7\.4\.3\)$/,
    });
    expect(buttons).toHaveLength(2);
  });

  it('says what a follow risks and offers each follow with its odds', () => {
    const play = perlaMeetsConvoy();
    const ships = play.state.encounter!.ships.map((s, i) => (i === 0 ? { ...s, damage: 1 } : s));
    const encounter = { ...play.state.encounter!, ships };
    panel({ ...play, state: { ...play.state, encounter, step: { kind: 'combatRoundOver' } } as CareerState });
    const round = screen.getByRole('region', { name: 'The combat round is over' });
    within(round).getByText(/A Mediterranean boat may follow once in a travel box/);
    screen.getByRole('button', {
      name: /^Follow the damaged ship \(.+\): found at once, still escorted on 1-4/,
    });
    screen.getByRole('button', { name: /^Follow the convoy: found again on 1-4/ });
  });
});
