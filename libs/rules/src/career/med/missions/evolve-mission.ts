import { escortHunting } from '../travel';
import { BENEATH_THE_MED, medChart } from '../../../campaigns';
import { medBoardOf, type MedMission } from '../../../campaigns/beneath-the-med';
import { slcHarbourOf } from '../../../campaigns/beneath-the-med/slc';
import type { AnyCareerEvent } from '../../model/events';
import type { MissionEvent } from '../../model/events-mission';
import { stateWith } from '../../model/copies';
import type { MedCareer, MedPatrol, MedTorpedoLoad, SlcAttack } from '../../model/med';
import type { MedState } from '../../model/state';
import { isOut } from '../../model/crew';
import { sailOn } from '../travel';
import { missionBoxes, missionOf } from './index';

// The built-in pack decides every Beneath the Med career (BENEATH_THE_MED.charts.decidesOn), so its folds read it too.
const pack = () => BENEATH_THE_MED.charts.builtIn;

/** 6.7.1-6.7.3: the load a patrol on this mission sails with. */
export const sailsWith = (career: MedCareer, mission: MedMission | null): MedTorpedoLoad =>
  missionOf(mission)?.sailsWith?.(career.torpedoes, career.uboatType) ?? career.torpedoes;

/** 6.7.5.1: entering the Mission box of an S.L.C. mission, the Comandante chooses the launch range. */
export function missionBoxEntered(state: MedState): MedState {
  const patrol = state.patrol as MedPatrol;
  const mission = missionOf(patrol.mission);
  if (mission?.missionBox !== 'slcAttack' || !missionBoxes(patrol).includes(patrol.boxIndex)) return state;
  const slc: SlcAttack = {
    harbour: slcHarbourOf(medChart(pack(), 'D3'), patrol.area),
    slcs: medChart(pack(), 'D3').slcsCarried.value - (patrol.passengers ?? []).filter(isOut).length, // 7.5.6
    range: null,
    penetrationModifier: 0,
    penetrated: 0,
    targets: [],
    attached: [],
    capitalShipsSunk: [],
  };
  const launched = { ...patrol, slc, passengers: [] }; // 7.5.6: the crews leave with their S.L.C.s
  return stateWith(state, { patrol: launched, step: { kind: 'slcAttack', stage: 'launch' } });
}

/** Folds the events of the special missions (6.7) and the S.L.C. attack's steps (6.7.5.1-6.7.5.5). */
export function evolveMission(state: MedState, event: AnyCareerEvent): MedState {
  const e = event as MissionEvent;
  const patrol = state.patrol as MedPatrol;
  const slc = patrol.slc as SlcAttack;
  switch (e.type) {
    case 'MissionEnded':
      return missionEnded(state, e.data.accomplished);
    case 'ConvoyIntercepted': {
      const interception = { operation: e.data.operation, escorts: e.data.escorts };
      return stateWith(state, { patrol: { ...patrol, interception } });
    }
    case 'SlcLaunched': {
      const next = withSlc(state, { range: e.data.range, penetrationModifier: e.data.penetration });
      // 6.7.5.1: a detected boat suffers an escort attack at once (the hunt of 7.2.5, Q-BTM-SLC-STEPS), then the
      // S.L.C.s try the harbour (004 L1408-1410: "after resolving any escort attack")
      if (e.data.detected)
        return stateWith(next, {
          step: { kind: 'depthCharges' },
          encounter: escortHunting(e.data.range === 'short' ? 'close' : 'medium'),
        });
      return stateWith(next, { step: { kind: 'slcAttack', stage: 'penetration' } });
    }
    case 'SlcPenetrationRolled': {
      const penetrated = e.data.rolls.filter((r) => r.penetrates).length;
      return stateWith(withSlc(state, { penetrated }), { step: { kind: 'slcAttack', stage: 'targets' } });
    }
    case 'SlcTargetsRolled':
      return withSlc(state, { targets: e.data.targets });
    case 'SlcsAttached':
      return stateWith(withSlc(state, { attached: e.data.targets }), {
        step: { kind: 'slcAttack', stage: 'detonation' },
      });
    case 'SlcDetonated': {
      const sunk = e.data.charges.filter((c) => c.result === 'sunk').map((c) => slc.targets[c.target]);
      const capital = sunk.filter((ship) => ship.capital).map((ship) => ship.name ?? ship.type);
      return withSlc(state, { capitalShipsSunk: [...slc.capitalShipsSunk, ...capital] });
    }
    case 'FrogmenFateRolled':
      return stateWith(state, { step: sailOn(patrol) });
  }
}

/** 6.7.7: the mission's end; 6.7.2: the tubes reloaded once the mines are laid; after the S.L.C.s, their crews' fate. */
function missionEnded(state: MedState, accomplished: boolean): MedState {
  const patrol = state.patrol as MedPatrol;
  const career = state.career as MedCareer;
  const reload = accomplished ? missionOf(patrol.mission)?.accomplishedWith : undefined;
  const board = () => medBoardOf(medChart(pack(), 'statusBoards'), career.uboatType);
  const torpedoes = reload ? reload(career.torpedoes, board()) : career.torpedoes;
  const next = stateWith(state, {
    career: { ...career, torpedoes },
    patrol: { ...patrol, missionAccomplished: accomplished, passengers: [] }, // the commandos landed or lost
  });
  return patrol.slc ? stateWith(next, { step: { kind: 'slcAttack', stage: 'fate' } }) : next;
}

const withSlc = (state: MedState, change: Partial<SlcAttack>): MedState => {
  const patrol = state.patrol as MedPatrol;
  return stateWith(state, { patrol: { ...patrol, slc: { ...(patrol.slc as SlcAttack), ...change } } });
};
