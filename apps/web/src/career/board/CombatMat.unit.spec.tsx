import { render, screen, within } from '@testing-library/preact';
import type { CareerState } from '@periscope/rules';
import { airAttack, atSea, depthCharged, inPort, meetingShips, shipDamaged } from './board.fixtures';
import { CombatMat } from './index';
import { AIRCRAFT_WEAPON, thousands } from '../../ui/words';

const shipRows = () =>
  within(screen.getByRole('region', { name: 'Target columns' }))
    .getAllByRole('row')
    .slice(1);

describe('CombatMat', () => {
  it('renders nothing in port', () => {
    const { state, events } = inPort();
    const { container } = render(<CombatMat state={state} events={events} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing at sea between encounters', () => {
    const { state, events } = atSea();
    const { container } = render(<CombatMat state={state} events={events} />);
    expect(container.innerHTML).toBe('');
  });

  describe('when ships are sighted and approached', () => {
    const { state, events } = meetingShips();
    const encounter = state.encounter!;

    it('shows the encounter, the time of day, the escorts and the approach', () => {
      render(<CombatMat state={state} events={events} />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Convoy');
      const facts = screen.getByRole('list', { name: 'Encounter' }).textContent;
      expect(facts).toContain('Night');
      expect(facts).toContain('Escorted');
      expect(facts).toContain('Night surface attack');
      expect(facts).toContain('close range');
    });

    it('shows a column per ship with its name, type and tonnage', () => {
      render(<CombatMat state={state} events={events} />);
      expect(shipRows()).toHaveLength(encounter.ships.length);
      encounter.ships.forEach((ship, i) => {
        expect(within(shipRows()[i]).getByRole('rowheader').textContent).toBe(ship.name);
        expect(shipRows()[i].textContent).toContain(`${thousands(ship.tonnage)} t`);
      });
      expect(screen.getByText('7,100 t')).toBeTruthy();
    });
  });

  it("shows a damaged ship's damage points against the points to sink it", () => {
    const { state, events } = shipDamaged();
    const i = state.encounter!.ships.findIndex((s) => s.damage > 0);
    const ship = state.encounter!.ships[i];
    render(<CombatMat state={state} events={events} />);
    const pips = within(shipRows()[i]).getByRole('img');
    expect(pips.getAttribute('aria-label')).toBe(`${ship.damage} of ${ship.sinkPoints} damage points`);
    expect(pips.textContent).toBe('●'.repeat(ship.damage) + '○'.repeat(ship.sinkPoints - ship.damage));
  });

  describe('when the escorts are hunting the boat', () => {
    const { state, events } = depthCharged();

    it('marks a sunk ship in words', () => {
      render(<CombatMat state={state} events={events} />);
      const sunk = state.encounter!.ships.findIndex((s) => s.damage >= s.sinkPoints);
      expect(within(shipRows()[sunk]).getByRole('img').getAttribute('aria-label')).toContain('sunk');
      expect(shipRows()[sunk].textContent).toContain('Sunk');
    });

    it('shows what the escorts know and the depth-charge cycle: detection, attack, hits', () => {
      render(<CombatMat state={state} events={events} />);
      const hunt = screen.getByRole('region', { name: /The escorts’ hunt/ });
      expect(within(hunt).getByText('Previously detected').nextElementSibling?.textContent).toBe('yes');
      expect(
        within(hunt).getByText('Detection rolls', { exact: false }).nextElementSibling?.textContent,
      ).toBe(String(state.encounter!.hunt!.detectionRolls));
      const cycle = within(hunt)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
      expect(cycle[0]).toMatch(/^Detection \[E2\]/);
      expect(cycle.some((s) => /^Attack \[E3\] 9\.6\.10: Depth charges, \d hits?/.test(s))).toBe(true);
      expect(cycle.some((s) => s.startsWith('Hit [E4]'))).toBe(true);
    });

    it.each([
      ['fired', 'after the boat fired'],
      ['detected', 'they detected the boat before it fired 9.2.2'],
      ['arrived', 'before a shot was fired'],
    ] as const)('says when the escorts came: %s, "%s"', (origin, words) => {
      const hunt = { ...state.encounter!.hunt!, origin };
      render(<CombatMat state={{ ...state, encounter: { ...state.encounter!, hunt } }} events={events} />);
      const mat = screen.getByRole('region', { name: /The escorts’ hunt/ });
      expect(within(mat).getByText('Escorts came').nextElementSibling?.textContent).toBe(words);
    });
  });

  it('shows the aircraft of an air attack', () => {
    const { state, events } = airAttack();
    render(<CombatMat state={state} events={events} />);
    const air = screen.getByRole('region', { name: /Aircraft attack/ });
    expect(within(air).getByText('Weapon', { exact: false }).nextElementSibling?.textContent).toBe(
      AIRCRAFT_WEAPON[state.air!.weapon],
    );
    expect(within(air).getByText('Attacks').nextElementSibling?.textContent).toContain(
      `${state.air!.attacksMade} made`,
    );
    expect(within(air).getByText('Round').nextElementSibling?.textContent).toBe(String(state.air!.round));
    expect(screen.queryByRole('region', { name: /The escorts’ hunt/ })).toBeNull();
  });

  it('shows an enemy submarine duel', () => {
    const { state, events } = meetingShips();
    const duel: CareerState = {
      ...state,
      encounter: {
        ...state.encounter!,
        kind: 'submarine',
        ships: [],
        submarine: { enemyFiresFirst: true, phase: 'attack' },
      },
    };
    render(<CombatMat state={duel} events={events} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Enemy submarine');
    expect(screen.getByRole('region', { name: /Enemy submarine/ }).textContent).toContain(
      'The enemy fired first',
    );
  });
});
