import { render, screen, within } from '@testing-library/preact';
import type { MedPatrol } from '@periscope/rules/career/model/med';
import { switchLanguage } from '../../i18n/i18n';
import { aduaLaunchingSlcs, marconiFromItaly, perlaAtSea, type MedPlay } from './med.fixtures';
import { MedRoute } from './MedRoute';

const patrolOf = (play: MedPlay) => play.state.patrol as unknown as MedPatrol;
const route = (play: MedPlay) => render(<MedRoute patrol={patrolOf(play)} />);
const badged = () => boxes().filter((li) => li.querySelector('.route-strip__mark'));
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

  it('6.7.5: badges the Mission box an S.L.C. attack sails to, the first on-station box, the boat in it', () => {
    route(aduaLaunchingSlcs());
    const [box] = badged();
    expect(badged()).toHaveLength(1);
    expect(box.getAttribute('aria-current')).toBe('step');
    expect(within(box).getByText('Mission box: an S.L.C. attack (6.7.5)')).toBeTruthy();
    expect(box.textContent).toContain('on station');
    expect(boxes().indexOf(box)).toBe(boxes().findIndex((li) => li.textContent?.includes('on station')));
  });

  it('6.7.1, 6.7.7: a supply run’s Mission box says when the mission is accomplished or failed, in Spanish', async () => {
    await switchLanguage('es');
    const patrol = patrolOf(perlaAtSea());
    const { rerender } = render(<MedRoute patrol={{ ...patrol, mission: 'S', missionAccomplished: true }} />);
    expect(badged().map((li) => li.querySelector('.route-strip__mark')?.textContent)).toEqual([
      'Casilla de misión: un transporte de suministros (6.7.1), cumplida',
    ]);
    rerender(<MedRoute patrol={{ ...patrol, mission: 'S', missionAccomplished: false }} />);
    expect(badged()[0].textContent).toContain('(6.7.1), fallida');
  });

  it('6.7.6: a weather mission and a patrol with no mission badge no box', () => {
    const patrol = patrolOf(perlaAtSea());
    const { rerender } = render(<MedRoute patrol={{ ...patrol, mission: 'W' }} />);
    expect(badged()).toEqual([]);
    rerender(<MedRoute patrol={{ ...patrol, mission: null }} />);
    expect(badged()).toEqual([]);
  });
});
