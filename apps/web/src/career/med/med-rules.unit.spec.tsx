import { render, screen, within } from '@testing-library/preact';
import { pending } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import { ASSIGN, ENTER, perlaMeetsConvoy, playMed, type MedPlay } from './med.fixtures';
import { MedCareerPanel } from './MedCareer';

// A Beneath the Med career cites its own rulebook (004): the ships' identification of 7.1, the attack of 7.2, never
// The Hunted's numbers for the same steps (8.3.2, 9.0, 9.1.4, 9.2.1).

const HUNTED = ['8.3.2', '9.0', '9.1.4', '9.2.1', '9.5.2'];

const panel = (play: MedPlay) =>
  render(
    <MedCareerPanel
      state={play.state}
      pending={pending(play.state)}
      events={play.events}
      revision={play.events.length}
      playing
      busy={false}
      error={null}
      onCommand={() => undefined}
    />,
  );

/** The convoy of perlaMeetsConvoy, attacked submerged at medium range: the salvo is next (7.2.3). */
const perlaFiring = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[4, 4]], '1d6': [5, 2, 6, 2], '1d10': [4, 3, 9] }],
    [{ type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }, {}],
  ]);

/** Every rule number the screen cites, in a RuleRef or in brackets in its text. */
const cited = (container: Element): string[] => [
  ...[...container.querySelectorAll('.rule-ref')].map((e) => e.textContent ?? ''),
  ...[...(container.textContent ?? '').matchAll(/\((\d+(?:\.\d+)+)[,)]/g)].map((m) => m[1]),
];

describe("a Beneath the Med career cites Beneath the Med's rules", () => {
  afterEach(() => switchLanguage('en'));

  it('the dice tray cites 7.1.6 for each roll identifying a convoy’s ships, and 7.1.10 for day or night', () => {
    panel(perlaMeetsConvoy());
    const tray = screen.getByRole('region', { name: 'Dice' });
    const purposes = [...tray.querySelectorAll('.dice-tray__purpose')].map((p) => p.textContent);
    expect(purposes.filter((p) => p?.startsWith('Ship '))).toEqual([
      ...['Ship identity (T3) (7.1.6)', 'Ship size (7.1.6)', 'Ship identity (T1) (7.1.6)'],
      ...['Ship size (7.1.6)', 'Ship identity (T2) (7.1.6)', 'Ship size (7.1.6)'],
    ]);
    expect(purposes[0]).toBe('Day or night (7.1.10)');
  });

  it.each([
    ['the approach', perlaMeetsConvoy, ['7.2', '7.2.1']],
    ['the salvo', perlaFiring, ['7.2.3']],
  ] as const)('%s cites 004’s rules and none of The Hunted’s', (_, play, own) => {
    const { container } = panel(play());
    expect(cited(container)).toEqual(expect.arrayContaining([...own]));
    expect(cited(container).filter((rule) => HUNTED.includes(rule))).toEqual([]);
  });

  it('in Spanish, the range is asked for by 7.2.1', async () => {
    await switchLanguage('es');
    panel(perlaMeetsConvoy());
    const decision = screen.getByRole('form', { name: 'Atacar (7.2)' });
    within(decision).getByRole('group', { name: /Alcance \( regla 7\.2\.1 \)/ });
  });
});
