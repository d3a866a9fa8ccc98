import type { EncounterKind } from '../../charts';
import { optionalWith, stateWith, withPatrol } from '../model/copies';
import type { CareerEvent } from '../model/events';
import { WOLFPACK_EVENT_TYPES, type WolfpackEvent } from '../model/events-wolfpack';
import type { PackMember, PackMuster } from '../model/pack';
import { newEncounter, type CareerState, type Patrol, type Step } from '../model/state';
import { memberOf, musterOf, MUSTERS } from './wolfpack-battle';

// 13.5: how the pack's events fold into one boat (the commands and automatic steps are in wolfpack-battle.ts).

type WolfpackStep = Extract<Step, { kind: 'wolfpack' }>;

const WOLFPACK_TYPES: ReadonlySet<string> = new Set(WOLFPACK_EVENT_TYPES);

export const isWolfpackEvent = (event: CareerEvent): event is WolfpackEvent => WOLFPACK_TYPES.has(event.type);

const SHIPS: readonly EncounterKind[] = MUSTERS.filter((k) => k !== 'none');

const withMember = (state: CareerState, change: Partial<PackMember>): CareerState =>
  stateWith(state, {
    optional: optionalWith(state.optional, { wolfpack: { ...memberOf(state), ...change } }),
  });

/** The boat meets what it rolled, alone (Q-45, 13.5.5). */
const alone = (state: CareerState, rolled: EncounterKind): CareerState =>
  SHIPS.includes(rolled)
    ? stateWith(state, { encounter: newEncounter(rolled), step: { kind: 'identifying' } })
    : stateWith(state, { step: { kind: 'underway' } });

/** Folds the pack's events into the boat. */
export function evolveWolfpack(state: CareerState, event: WolfpackEvent): CareerState {
  switch (event.type) {
    case 'PackMustered': {
      const { rule, box, rolled, round, choosing } = event.data;
      const step: WolfpackStep = { kind: 'wolfpack', muster: { rule, box, rolled, round, choosing } };
      return stateWith(withMember(state, { box, deferred: null, round: null }), {
        step,
        encounter: null,
        air: null,
      });
    }
    case 'PackMusterDeferred':
      return withMember(state, { box: event.data.box, deferred: event.data.rolled });
    case 'WolfpackAttackJoined': {
      const muster = musterOf(state) as PackMuster;
      return stateWith(state, { step: { kind: 'wolfpack', muster: { ...muster, choosing: false } } });
    }
    case 'OwnContactPursued':
    case 'PackDismissed':
      return alone(state, event.data.rolled);
    case 'PackRoundOpened': {
      const { round, detection, joined } = event.data;
      const member = withMember(state, { round: { round, detection } });
      if (!joined) return member; // FollowAttempted follows
      const patrol = state.patrol as Patrol;
      const imposed = (musterOf(state) as PackMuster).rolled === null; // 13.5.3: the box's encounter
      const next = withPatrol(member, {
        combatRoundsInBox: round - 1, // 9.7.11: the rounds the pack has fought in this box
        rollsLeft: imposed ? Math.max(0, patrol.rollsLeft - 1) : patrol.rollsLeft,
      });
      return stateWith(next, { encounter: newEncounter('convoy'), step: { kind: 'identifying' } });
    }
    case 'PackRoundAwaited': {
      const muster: PackMuster = {
        rule: '13.5.5',
        box: event.data.box,
        rolled: 'convoy',
        round: event.data.round,
        choosing: false,
      };
      return stateWith(state, { step: { kind: 'wolfpack', muster } });
    }
  }
}

/** Out of the pack's attack once the encounter is over (declined, broken off, escaped, sunk). */
export const packAfter = (state: CareerState): CareerState =>
  state.encounter === null && state.optional.wolfpack?.round ? withMember(state, { round: null }) : state;
