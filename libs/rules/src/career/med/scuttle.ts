import type { DiceSource } from '../../dice';
import { crewRescue, scuttleRoll } from '../common/scuttle';
import { stateWith } from '../model/copies';
import type { AnyCareerEvent } from '../model/events';
import type { CrewLostAtSea, CrewRescued, UBoatScuttled } from '../model/events-damage';
import type { MedCareer, MedPatrol } from '../model/med';
import type { AppliedModifier } from '../model/rolls';
import { careerOver, type MedState, type Step } from '../model/state';
import { damageOf } from './escorts';

// Scuttling and the crew's rescue in Beneath the Med (7.6.3, 004 L2210-2230), the rolls The Hunted makes (10.10).

type Scuttling = Extract<Step, { kind: 'scuttling' }>;

/** 7.5.2, 7.6.3: the last flooding box: the boat blows its ballast, surfaces and is scuttled (the automatic step). */
export const SURFACED: Scuttling = {
  kind: 'scuttling',
  rule: '7.6.3',
  reason: 'forced to surface: the flooding boxes are full',
};

/** 7.6.3: 2d6, 2-11 the boat is scuttled and its crew taken prisoner, 12 the boat is captured; +1 with the Comandante SW or KIA. */
export function medScuttle(state: MedState, dice: DiceSource): UBoatScuttled {
  const { rule, reason } = state.step as Scuttling;
  const comandante = (state.career as MedCareer).wounds.comandante;
  const modifiers: AppliedModifier[] =
    comandante === 'severelyWounded' || comandante === 'killed'
      ? [{ id: 'comandanteOut', value: 1, rule: '7.6.3' }] // 004 L2222
      : [];
  return { type: 'UBoatScuttled', data: { rule, reason, ...scuttleRoll(dice, '7.6.3', modifiers) } };
}

/**
 * 7.5.3, 7.6.3: both diesels out more than one travel box from base, out of combat: the boat is scuttled at once, and
 * the crew rolls for its rescue, +4 with the radio damaged (for the damage and repairs of [B8] to call).
 */
export function medScuttledAtSea(
  state: MedState,
  dice: DiceSource,
): (UBoatScuttled | CrewRescued | CrewLostAtSea)[] {
  const reason = 'both diesels out more than one travel box from base';
  const scuttled: UBoatScuttled = {
    type: 'UBoatScuttled',
    data: { rule: '7.5.3', reason, roll: null, captured: false },
  };
  const radio: AppliedModifier[] = damageOf(state).systems.includes('radio')
    ? [{ id: 'radioInoperative', value: 4, rule: '7.6.3' }]
    : [];
  return [scuttled, crewRescue(dice, '7.6.3', radio)];
}

/**
 * 7.6.3, 5.1.3: scuttled, the crew is taken prisoner and the game ends; captured, the boat too, an automatic Defeat
 * (5.2.2, rule 5.2.2 on the end). Scuttled at sea, the crew rolls for rescue next: lost at sea, the game ends; picked
 * up, the crew is back in base and the Comandante receives a new boat of his class (Q-BTM-FATE-RESCUED).
 */
export function evolveMedScuttle(state: MedState, event: AnyCareerEvent): MedState {
  const over = (step: Step) => stateWith(state, { encounter: null, step });
  switch (event.type) {
    case 'UBoatScuttled': {
      const { roll, captured, reason } = event.data;
      if (roll === null) return state; // 7.5.3: the rescue roll follows
      const detail = `${captured ? 'boat captured' : 'boat scuttled'}, the crew taken prisoner (${reason})`;
      return over(careerOver('captured', captured ? '5.2.2' : '5.1.3', detail));
    }
    case 'CrewLostAtSea':
      return over(careerOver('lostAtSea', '7.6.3', 'scuttled far from base, the crew was lost at sea'));
    case 'CrewRescued': // Q-BTM-FATE-RESCUED: back in base without the boat, the return and its new boat next
      return stateWith(state, {
        encounter: null,
        patrol: { ...(state.patrol as MedPatrol), crewRescued: true },
        step: { kind: 'refit' },
      });
    default:
      return state;
  }
}
