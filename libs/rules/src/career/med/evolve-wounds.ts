import { stateWith } from '../model/copies';
import type { AnyCareerEvent } from '../model/events';
import type { PatrolAborted } from '../model/events-damage';
import {
  NO_MED_DAMAGE,
  type MedCareer,
  type MedCrewInjured,
  type MedPatrol,
  type MedRepairsAttempted,
  type MedSevereWoundsChecked,
} from '../model/med';
import { afterRepairs } from './repairs';
import { careerOver, type MedState, type Step } from '../model/state';
import { abortedPatrol } from './abort';
import { aboardOf, withWound, type Aboard } from './crew-injuries';
import { medWoundsChecked } from './medico';
import { sailOn } from './travel';

// The crew's wounds at sea (7.5.6) and the aborts they and the damage force (7.5.3, 7.5.5), folded.

const withAboard = (state: MedState, aboard: Aboard): MedState =>
  stateWith(state, {
    career: { ...(state.career as MedCareer), wounds: aboard.wounds },
    patrol: { ...(state.patrol as MedPatrol), passengers: aboard.passengers },
  });

/**
 * 7.5.3 (Q-BTM-B8-ABORT): both diesels INOP: within one box of base the boat is towed home with no more encounter
 * rolls; farther it is scuttled and the crew rolls for rescue (7.6.3).
 */
const SCUTTLED_AT_SEA: Step = {
  kind: 'scuttling',
  rule: '7.5.3',
  reason: 'both diesels out more than one travel box from base',
};

function bothDieselsDown(state: MedState): MedState {
  const patrol = state.patrol as MedPatrol;
  const inop = patrol.damage?.inoperative ?? [];
  if (!inop.includes('diesel1') || !inop.includes('diesel2')) return state;
  const left = patrol.boxes.length - 1 - patrol.boxIndex;
  if (left > 1) return stateWith(state, { step: SCUTTLED_AT_SEA }); // med/scuttle.ts `medScuttledAtSea`
  const boxes = patrol.boxes.map((b, i) => (i > patrol.boxIndex ? { ...b, rolls: 0 } : b));
  return stateWith(state, { patrol: { ...patrol, boxes } });
}

export function evolveMedWounds(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'CrewInjured': {
      const d = (event as unknown as MedCrewInjured).data;
      const next = withAboard(state, withWound(aboardOf(state), d));
      if (d.role !== 'comandante' || d.after !== 'killed') return next;
      // 7.7.4: the Comandante's death ends the game
      return stateWith(next, {
        encounter: null,
        step: careerOver('kommandantKilled', '7.7.4', 'Comandante killed'),
      });
    }
    case 'SevereWoundsChecked': {
      const aboard = medWoundsChecked(aboardOf(state), (event as unknown as MedSevereWoundsChecked).data);
      const next = withAboard(state, aboard);
      if (aboard.wounds.comandante !== 'killed') return next;
      return stateWith(next, {
        step: careerOver('kommandantKilled', '7.7.4', 'Comandante died of his wounds'),
      });
    }
    case 'RepairsAttempted': {
      const patrol = state.patrol as MedPatrol;
      const damage = afterRepairs(
        patrol.damage ?? NO_MED_DAMAGE,
        (event as unknown as MedRepairsAttempted).data,
      );
      return bothDieselsDown(stateWith(state, { patrol: { ...patrol, damage } }));
    }
    case 'PatrolAborted': {
      const patrol = abortedPatrol(state.patrol as MedPatrol, (event as PatrolAborted).data);
      const sailing = state.step.kind === 'underway' || state.step.kind === 'refit';
      return stateWith(state, { patrol, ...(sailing ? { step: sailOn(patrol) } : {}) });
    }
    default:
      return state;
  }
}
