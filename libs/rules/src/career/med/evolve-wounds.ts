import { stateWith } from '../model/copies';
import type { AnyCareerEvent } from '../model/events';
import type { PatrolAborted } from '../model/events-damage';
import type { MedCareer, MedCrewInjured, MedPatrol, MedSevereWoundsChecked } from '../model/med';
import { careerOver, type MedState } from '../model/state';
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
    case 'PatrolAborted': {
      const patrol = abortedPatrol(state.patrol as MedPatrol, (event as PatrolAborted).data);
      const sailing = state.step.kind === 'underway' || state.step.kind === 'refit';
      return stateWith(state, { patrol, ...(sailing ? { step: sailOn(patrol) } : {}) });
    }
    default:
      return state;
  }
}
