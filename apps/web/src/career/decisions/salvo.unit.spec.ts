import { pending, type CareerState, type Shot } from '@periscope/rules';
import { salvoProblem as engineSalvoProblem } from '@periscope/rules/career/combat/salvo';
import { findMoment, firingWith, type Moment } from './engine.fixtures';
import { salvoProblem, tubesOf } from './salvo';

/** Every assignment of every tube (ready or not) to hold fire or a ship of the mat, as shots. */
function everyAssignment(state: CareerState): Shot[][] {
  const ships = state.encounter?.ships.length ?? 0;
  return tubesOf(state).reduce<Shot[][]>(
    (salvos, t) =>
      salvos.flatMap((shots) => [
        shots,
        ...Array.from({ length: ships }, (_, target) => [...shots, { end: t.end, tube: t.tube, target }]),
      ]),
    [[]],
  );
}

const legal = (state: CareerState, shots: Shot[]) => salvoProblem(state, shots) === null;
const engineLegal = (state: CareerState, shots: Shot[]) => engineSalvoProblem(state, shots) === null;

const moments: Record<string, Moment> = {
  'a night surface attack on escorted ships (both ends, 9.5.2)': findMoment(
    firingWith((m) => m.state.encounter?.approach?.attack === 'nightSurface'),
  ),
  'a submerged attack (one end, 9.2.1)': findMoment(
    firingWith((m) => m.state.encounter?.approach?.attack === 'submerged'),
  ),
  'unescorted ships after one end fired (9.4.2)': bowFired(
    findMoment(firingWith((m) => m.state.encounter?.escorted === false && !m.state.encounter.submarine)),
  ),
};

/** The same moment once the bow tubes fired this round, their reloads in (9.2.10): vs unescorted, not again. */
function bowFired(moment: Moment): Moment {
  const encounter = moment.state.encounter as NonNullable<CareerState['encounter']>;
  const state = { ...moment.state, encounter: { ...encounter, firedThisRound: ['bow' as const] } };
  return { ...moment, state, decision: pending(state) };
}

describe('the salvo rules on the client', () => {
  describe.each(Object.entries(moments))('at %s', (_, { state, decision }) => {
    it('accepts every salvo pending() offers', () => {
      const offered = decision.commands.find((c) => c.type === 'FireTorpedoes')?.choices ?? [];
      expect(offered.length).toBeGreaterThan(0);
      for (const choice of offered) expect(legal(state, (choice.data as { shots: Shot[] }).shots)).toBe(true);
    });

    it('allows exactly the assignments the engine allows', () => {
      const assignments = everyAssignment(state);
      expect(assignments.length).toBeGreaterThan(8);
      const disagreements = assignments.filter((shots) => legal(state, shots) !== engineLegal(state, shots));
      expect(disagreements).toEqual([]);
      expect(assignments.some((shots) => !legal(state, shots))).toBe(true);
    });
  });

  it('refuses a tube of a damaged box, as the engine does (10.7)', () => {
    const { state } = moments['a submerged attack (one end, 9.2.1)'];
    const boat = state.boat as NonNullable<CareerState['boat']>;
    const damaged = { ...state, boat: { ...boat, damagedSystems: ['forwardTorpedoTubeOdd' as const] } };
    const shot: Shot[] = [{ end: 'bow', tube: 0, target: 0 }];
    expect(salvoProblem(damaged, shot)).toMatch(/Bow tube 1 cannot fire: tube damaged/);
    expect(engineLegal(damaged, shot)).toBe(false);
  });
});
