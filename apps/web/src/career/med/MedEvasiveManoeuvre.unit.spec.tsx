import { fireEvent, screen, within } from '@testing-library/preact';
import type { CareerCommand } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { SentCommand } from '../decisions/command';
import { ASSIGN, ENTER, playMed, type MedPlay } from './med.fixtures';
import { panel } from './med-panel.fixtures';

const CLOSE = {
  type: 'ChooseApproach',
  data: { attack: 'submerged', range: 'close' },
} as unknown as CareerCommand;

/**
 * A Perla of 6/42 with 11.3 and 11.4 switched on meets a large freighter with an escort ([A3] 7, as MedHunt's), closes
 * to close range and is detected on 8 with the year's +2 (7.2.1): depth charges are coming, the manoeuvre is asked.
 */
const perlaManoeuvring = (): MedPlay =>
  playMed(
    [
      [ASSIGN, { '2d6': [[3, 4]] }],
      [ENTER, { '2d6': [[3, 4]] }],
      [ENTER, { '2d6': [[3, 4]] }],
      [ENTER, { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }],
      [CLOSE, { '2d6': [[4, 4]] }],
    ],
    {
      uboatType: 'Perla',
      startDate: '1942-06',
      dice: [],
      options: { evasiveManoeuvres: 'escortRolled', variableEscortQuality: true },
    },
  );

describe('a Beneath the Med evasive manoeuvre (11.3)', () => {
  afterEach(() => switchLanguage('en'));

  it('says what each number means and what the escort’s die risks, and sends the number chosen', () => {
    const sent: SentCommand[] = [];
    panel(perlaManoeuvring(), (c) => sent.push(c));
    const evasion = screen.getByRole('region', { name: 'Evasive manoeuvre' });
    within(evasion).getByText(/1-2 turn left, 3-4 right, 5-6 straight ahead/);
    within(evasion).getByText(/three hits more/);
    const group = screen.getByRole('group', { name: /Your evasive number/ });
    fireEvent.click(within(group).getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Manoeuvre (11.3)' }));
    expect(sent).toEqual([
      expect.objectContaining({ type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 5 } }),
    ]);
  });

  it.each(['es', 'it'] as const)('is worded in %s too', async (language) => {
    await switchLanguage(language);
    panel(perlaManoeuvring());
    expect(
      screen.getByRole('region', { name: language === 'es' ? 'Maniobra evasiva' : 'Manovra evasiva' }),
    ).toBeTruthy();
  });
});
