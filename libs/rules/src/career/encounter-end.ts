import { stateWith } from './copies';
import type { Boat, CareerState, Step } from './state';

// What an encounter leaves owed to rules not played yet (Rules engine II), and how it ends.

export interface Owed {
  readonly rule: string;
  readonly reason: string;
}

export const crewOwed = (state: CareerState): Owed[] => {
  const n = (state.boat as Boat).crewInjuriesToResolve;
  return n > 0
    ? [{ rule: '10.6.1', reason: `${n} crew injur${n === 1 ? 'y' : 'ies'} to roll on [E5a]` }]
    : [];
};

/** E-BLOCKED: crew injuries (10.6.1), repairs (10.8), a holed hull's abort (9.8.8.5) block until Rules engine II. */
export function owedAfterEncounter(state: CareerState): Owed[] {
  const boat = state.boat as Boat;
  return [
    ...crewOwed(state),
    ...(boat.damagedSystems.length > 0
      ? [{ rule: '10.8', reason: `repairs of ${boat.damagedSystems.join(', ')} ([E5])` }]
      : []),
    ...(boat.hullHoled ? [{ rule: '10.9', reason: 'abort the patrol with a holed hull (9.8.8.5)' }] : []),
  ];
}

export const blocked = (owed: readonly Owed[]): Step => ({
  kind: 'blocked',
  rule: owed[0].rule,
  reason: owed.map((o) => `${o.rule} ${o.reason}`).join('; '),
});

/** The encounter is over: what Rules engine II still owes blocks the career, else the patrol goes on. */
export function endEncounter(state: CareerState, before: readonly Owed[] = []): CareerState {
  const owed = [...before, ...owedAfterEncounter(state)];
  return stateWith(state, {
    air: null,
    encounter: null,
    step: owed.length > 0 ? blocked(owed) : { kind: 'underway' },
  });
}
