import { render, screen } from '@testing-library/preact';
import { switchLanguage } from '../../i18n/i18n';
import { perlaMeetsBattleship, perlaMeetsConvoy } from '../med/med.fixtures';
import { LatestMove } from './LatestMove';

// The latest move of a Beneath the Med career says which ships were identified (7.1.3-7.1.8), their tonnage and
// whether an escort guards them, and badges the lists' designed values (MED_SOURCES D10-D12).

const latest = (events: ReturnType<typeof perlaMeetsConvoy>['events']) => {
  render(<LatestMove events={events} settled={events.length} med />);
  return screen.getByRole('region', { name: /What happened|Qué ha pasado|Cosa è successo/ });
};

describe('the headline of the ships a Beneath the Med career identifies', () => {
  afterEach(() => switchLanguage('en'));

  it('a convoy: each ship by its list and row with its tonnage, the escort, the designed tonnages badged', () => {
    const region = latest(perlaMeetsConvoy().events);
    const line = [...region.querySelectorAll('li')].find((li) => li.textContent?.startsWith('3 ships'));
    expect(line?.textContent).toBe(
      '3 ships sighted, with an escort: Large freighter, list T2 no. 4 (7,100 t), Small freighter, list T1 no. 3 ' +
        '(1,700 t), Tanker, list T3 no. 9 (10,000 t) reconstructed',
    );
    screen.getByLabelText('reconstructed tonnage (designed D10)');
  });

  it('a capital ship by its class, in Italian', async () => {
    await switchLanguage('it');
    const region = latest(perlaMeetsBattleship().events);
    expect(region.textContent).toContain(
      'Una nave avvistata, con scorta: Corazzata classe Queen Elizabeth (31.500 t) ricostruito',
    );
    screen.getByLabelText('tonnellaggio (progettato, D11) ricostruito');
  });
});
