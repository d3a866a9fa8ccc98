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
 * The Perla of 6/42 meets one large freighter with an escort in the Central Mediterranean ([A3] 7, 1d6 3 and 4, T2 on
 * 1d10 6, by day on 1d6 1), closes to close range and is detected on 8 with the year's +2 (7.2.1): the escorts'
 * depth charges on [B4] 7 hit twice, [B5] 42 the radio and 23 a diesel.
 */
const perlaDetectedClosing = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }],
    [
      CLOSE,
      {
        '2d6': [
          [4, 4],
          [3, 4],
        ],
        d66: [
          [4, 2],
          [2, 3],
        ],
      },
    ],
  ]);

describe('a Beneath the Med career hunted by the escorts (7.2.1, 7.2.5-7.2.6)', () => {
  afterEach(() => switchLanguage('en'));

  it('names the boat a submarine, never a U-boat, and cites its own charts, in the dice tray, the log and what happened', () => {
    const { container } = panel(perlaDetectedClosing());
    const tray = container.querySelector('.career__dice') as HTMLElement;
    expect(within(tray).getAllByText('Submarine hit').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/U-boat|Kommandant|\[E\d/);
    within(screen.getByRole('region', { name: 'What happened' })).getByText(
      'Depth charges (7): 2 hits ([B4])',
    );
  });

  it('logs the detection before firing, the depth charges and each hit in words, the designed [B4] and [B5] values badged, and offers the dive below test depth', () => {
    const sent: SentCommand[] = [];
    panel(perlaDetectedClosing(), (c) => sent.push(c));
    const log = screen.getByRole('region', { name: 'Log of the career' });
    within(log).getByText('Before firing, the escorts detect the boat');
    within(log).getByText('Depth charges: 2 hits');
    within(log).getByText('Radio damaged');
    within(log).getByText('Diesel 1 damaged');
    const charges = within(log).getByText('Depth charges: 2 hits').closest('li') as HTMLElement;
    expect(within(charges).getAllByLabelText(/designed chart value/).length).toBe(1);
    const detection = within(log)
      .getByText('Before firing, the escorts detect the boat')
      .closest('li') as HTMLElement;
    expect(within(detection).getAllByLabelText(/designed chart value/).length).toBe(1); // the year's +2 (D22)
    screen.getByRole('button', { name: 'Stay at a safe depth (7.2.5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Go below test depth (7.2.6)' }));
    expect(sent).toEqual([{ type: 'EvadeEscorts', data: { exceedTestDepth: true, bold: false } }]);
  });

  it('says the same in Italian, in the edition’s words', async () => {
    await switchLanguage('it');
    panel(perlaDetectedClosing());
    const log = screen.getByRole('region', { name: 'Giornale della carriera' });
    within(log).getByText('Prima del lancio, la scorta individua il sommergibile');
    within(log).getByText('Bombe di profondità: 2 colpi');
    screen.getByRole('button', { name: 'Scendere oltre la quota di collaudo (7.2.6)' });
  });
});
