import { render, screen, within } from '@testing-library/preact';
import type { CareerState } from '@periscope/rules';
import { reference } from '../../reference/reference';
import { atSea, depthCharged, engineReference, inPort } from './board.fixtures';
import { RouteStrip } from './index';
import { boxName } from '../../ui/words';

const boxes = () => within(screen.getByRole('region', { name: 'Travel boxes' })).getAllByRole('listitem');

describe('RouteStrip', () => {
  afterEach(() => (reference.value = null));

  it('shows a compact in-port state before a patrol', () => {
    render(<RouteStrip state={inPort().state} />);
    expect(screen.getByRole('region', { name: 'Patrol route' }).textContent).toBe(
      'In port in France, July 1943',
    );
    expect(screen.queryByRole('region', { name: 'Travel boxes' })).toBeNull();
  });

  describe('when the boat is at sea', () => {
    const { state } = atSea();
    const patrol = state.patrol!;

    it('draws every box of the route with its code and kind', () => {
      render(<RouteStrip state={state} />);
      expect(boxes()).toHaveLength(patrol.boxes.length);
      patrol.boxes.forEach((box, i) => {
        expect(boxes()[i].textContent).toContain(box.code);
        expect(boxes()[i].textContent).toContain(boxName(box.kind));
      });
    });

    it('marks the current box for assistive technology and the boxes passed', () => {
      render(<RouteStrip state={state} />);
      const current = boxes().filter((li) => li.getAttribute('aria-current') === 'step');
      expect(current).toEqual([boxes()[patrol.boxIndex]]);
      expect(current[0].textContent).toContain('here');
      const passed = boxes().filter((li) => li.textContent?.includes('passed'));
      expect(passed).toHaveLength(patrol.boxIndex);
    });

    it('marks the x2 / x3 boxes and the on-station boxes', () => {
      render(<RouteStrip state={state} />);
      patrol.boxes.forEach((box, i) => {
        expect(boxes()[i].textContent?.includes(`×${box.rolls} rolls`)).toBe(box.rolls > 1);
        expect(boxes()[i].textContent?.includes('on station')).toBe(box.onStation);
      });
      expect(patrol.boxes.some((b) => b.onStation)).toBe(true);
    });

    it('names the patrol, its area, the month, the posture and the wolfpack', () => {
      render(<RouteStrip state={state} />);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Patrol 1: Atlantic`);
      const facts = screen.getByRole('list', { name: 'Patrol particulars' }).textContent;
      expect(facts).toContain('July 1943');
      expect(facts).toContain('Surfaced');
      expect(facts?.includes('Wolfpack')).toBe(patrol.wolfpack);
    });

    it('carries the reconstructed badge when the reference marks the route so', () => {
      reference.value = engineReference();
      expect(reference.value.routes.find((r) => r.id === patrol.routeId)?.reconstructed).toBe(true);
      render(<RouteStrip state={state} />);
      expect(screen.getByLabelText('reconstructed route')).toBeTruthy();
    });

    it('has no badge without the reference', () => {
      render(<RouteStrip state={state} />);
      expect(screen.queryByLabelText('reconstructed route')).toBeNull();
    });

    it('shows a special mission and an abort in progress', () => {
      const aborting: CareerState = {
        ...state,
        patrol: {
          ...patrol,
          mission: 'abwehr',
          abort: { reason: 'fuelTanks', direction: 'back', fromBox: 1, towed: false },
        },
      };
      render(<RouteStrip state={aborting} />);
      const facts = screen.getByRole('list', { name: 'Patrol particulars' }).textContent;
      expect(facts).toContain('Special mission: Abwehr agent to land');
      expect(facts).toContain('Aborting: the fuel tanks are damaged, heading back to base');
    });
  });

  it('shows the boat submerged while the escorts hunt it', () => {
    const { state } = depthCharged();
    expect(state.patrol?.posture).toBe('surfaced');
    render(<RouteStrip state={state} />);
    expect(screen.getByRole('list', { name: 'Patrol particulars' }).textContent).toContain('Submerged');
  });
});
