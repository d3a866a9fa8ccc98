import { render, screen, within } from '@testing-library/preact';
import type { MedPatrol } from '@periscope/rules/career/model/med';
import { switchLanguage } from '../../i18n/i18n';
import { marconiFromItaly, perlaAtSea, type MedPlay } from './med.fixtures';
import { MedRoute } from './MedRoute';

const route = (play: MedPlay) => render(<MedRoute patrol={play.state.patrol as unknown as MedPatrol} />);
const boxes = () => within(screen.getAllByRole('region')[1]).getAllByRole('listitem');

describe("a Beneath the Med patrol's route (6.1)", () => {
  afterEach(() => switchLanguage('en'));

  it('draws the boxes of a patrol from Italy through Gibraltar to BETASOM, by name, none entered yet (6.4)', () => {
    route(marconiFromItaly());
    screen.getByRole('region', { name: 'Travel boxes' });
    screen.getByRole('heading', { name: /Patrol 1: North Atlantic/ });
    expect(boxes().map((li) => li.querySelector('.route-strip__kind')?.textContent)).toEqual([
      'Transit',
      'Strait of Gibraltar',
      'North Atlantic',
      'North Atlantic',
      'North Atlantic',
      'Transit',
      'Bay of Biscay',
    ]);
    expect(boxes().filter((li) => li.getAttribute('aria-current'))).toEqual([]);
  });

  it('marks the box the boat is in, the boxes passed and to come, in Italian', async () => {
    await switchLanguage('it');
    route(perlaAtSea());
    screen.getByRole('heading', { name: /Pattuglia 1: Mediterraneo centrale/ });
    screen.getByText('1 mese in mare');
    const [first, second] = boxes();
    expect(first.getAttribute('aria-current')).toBe('step');
    expect(first.textContent).toBe('1Transitoqui');
    expect(second.getAttribute('aria-current')).toBeNull();
    expect(boxes()[2].textContent).toContain('Mediterraneo centrale');
  });
});
