import { stateWith } from '../model/copies';
import { damageControlOwed } from './repairs';
import type { CareerState, Step } from '../model/state';

// How an encounter ends: what rules not played yet are owed (E-BLOCKED), else damage control (10.8), else travel.

export interface Owed {
  readonly rule: string;
  readonly reason: string;
}

export const blocked = (owed: readonly Owed[]): Step => ({
  kind: 'blocked',
  rule: owed[0].rule,
  reason: owed.map((o) => `${o.rule} ${o.reason}`).join('; '),
});

/** The encounter is over: what is owed to rules not played yet blocks the career; repairs come next (10.8). */
export function endEncounter(state: CareerState, before: readonly Owed[] = []): CareerState {
  const step: Step =
    before.length > 0
      ? blocked(before)
      : damageControlOwed(state)
        ? { kind: 'repairing' }
        : { kind: 'underway' };
  return stateWith(state, { air: null, encounter: null, step });
}
