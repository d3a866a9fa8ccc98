import { stateWith } from '../model/copies';
import type { AdditionalRoundRolled, AnyCareerEvent } from '../model/events';
import type { MedPatrol } from '../model/med';
import type { Approach, Encounter, MedState } from '../model/state';
import { combatOver } from './evolve-hunt';
import { extraRoundsInBox } from './rounds';

/** 7.2.7: the extra combat round rolled on [A3], and the combat's end, folded into the encounter and the patrol. */
export function evolveMedRound(state: MedState, event: AnyCareerEvent): MedState {
  if (event.type === 'EncounterEnded') return combatOver(state); // 7.2.7, 7.5.1: the boat sails on
  if (event.type !== 'AdditionalRoundRolled') return state;
  const d = (event as AdditionalRoundRolled).data;
  return extraRound(counted(state, d.movedToBox), d);
}

/**
 * 7.2.7: the round counted in its box; a third moves the boat one box on first, the round the first of that box
 * (Q-BTM-COMBAT-THIRD-ROUND: two more there before the boat must move again).
 */
const counted = (state: MedState, movedToBox: number | undefined): MedState => {
  const patrol = state.patrol as MedPatrol;
  const boxIndex = movedToBox ?? patrol.boxIndex;
  const rounds = movedToBox === undefined ? extraRoundsInBox(patrol) + 1 : 1;
  return stateWith(state, { patrol: { ...patrol, boxIndex, extraRoundsIn: { box: boxIndex, rounds } } });
};

/**
 * 7.2.7: nothing arrives, the boat fires again at close range; an escort arrives, the ships are escorted from now on
 * and the attack starts again from the sighting, its [B3] roll next (a boat detected is hunted at medium range); an
 * aircraft, the ships are left and its crash dive follows (AircraftEncountered).
 */
function extraRound(state: MedState, d: AdditionalRoundRolled['data']): MedState {
  if (d.aircraft) return stateWith(state, { encounter: null });
  const encounter = state.encounter as Encounter;
  const approach = encounter.approach as Approach;
  if (!d.escortArrives)
    return stateWith(state, {
      encounter: { ...encounter, approach: { ...approach, range: 'close' }, firedThisRound: [] },
      step: { kind: 'firing' },
    });
  const escorted: Encounter = {
    ...encounter,
    kind: 'shipWithEscort',
    escorted: true,
    approach: { ...approach, range: 'medium' },
    firedThisRound: [],
    hunt: null,
  };
  return stateWith(state, { encounter: escorted, step: { kind: 'shipsSighted' } });
}
