import type { ClientEvent } from '../events';
import { airAttack, depthCharged } from './board.fixtures';
import { depthChargeCycle } from '@periscope/rules/career/views/hunt';

const types = (events: readonly ClientEvent[]) => events.map((e) => e.type);

describe('depthChargeCycle', () => {
  describe('when escorts have attacked a boat', () => {
    const { events } = depthCharged();
    const since = types(events).lastIndexOf('EncounterRolled');
    const encounter = events.slice(since);

    it('lists each detection, attack and depth-charge hit of the encounter, in order', () => {
      const steps = depthChargeCycle(events);
      const expected = encounter.filter((e) =>
        ['EscortDetectionRolled', 'DepthCharged', 'UBoatHit'].includes(e.type),
      );
      expect(steps.map((s) => s.revision)).toEqual(expected.map((e) => e.revision));
      expect(steps.map((s) => s.kind)).toContain('attack');
      expect(steps.filter((s) => s.kind === 'hit').length).toBeGreaterThan(0);
    });

    it('starts again at the next encounter', () => {
      const next: ClientEvent = { ...encounter[0], revision: events.length, position: events.length + 1 };
      expect(depthChargeCycle([...events, next])).toEqual([]);
    });

    it('reads the hits of an attack from the event, as the tracks stood after each', () => {
      const hits = depthChargeCycle(events).filter((s) => s.kind === 'hit');
      const last = hits[hits.length - 1];
      expect(last.kind === 'hit' && last.hull).toBe(2);
    });
  });

  it("leaves an aircraft's hits out of the escorts' cycle", () => {
    const { events } = airAttack();
    const since = types(events).lastIndexOf('EncounterRolled');
    expect(types(events.slice(since))).toContain('AircraftAttacked');
    expect(depthChargeCycle(events).filter((s) => s.kind === 'hit')).toEqual([]);
  });
});
