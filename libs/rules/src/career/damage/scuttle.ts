import type { DiceSource } from '../../dice';
import { inoperative, pathHome } from './abort';
import type { CareerEvent } from '../model/events';
import type { CrewLostAtSea, CrewRescued, UBoatScuttled } from '../model/events-damage';
import type { AppliedModifier } from '../model/rolls';
import { crewRescue, scuttleRoll } from '../common/scuttle';
import { boatOf, careerOf, type CareerState, type Patrol, type Step } from '../model/state';

// Scuttling (10.10): the roll that may leave the boat to the enemy, and the automatic scuttle with the crew rescue.

const TOWED_WITHIN = 1; // 10.10.4, Q-03: both diesels out within one box of base: towed home

type Scuttling = Extract<Step, { kind: 'scuttling' }>;

/** The boat must be scuttled: the automatic step rolls it (10.10.1). */
export const scuttling = (rule: string, reason: string): Scuttling => ({ kind: 'scuttling', rule, reason });

/** 10.10.2, 10.10.3: 2d6, +1 with the Kommandant SW; 12 the boat is captured. The crew is captured either way. */
export function scuttle(state: CareerState, dice: DiceSource): UBoatScuttled {
  const { rule, reason } = state.step as Scuttling;
  const modifiers: AppliedModifier[] =
    careerOf(state).crew.kommandant.wound === 'severelyWounded'
      ? [{ id: 'kommandantSeverelyWounded', value: 1, rule: '10.10.3' }]
      : [];
  return { type: 'UBoatScuttled', data: { rule, reason, ...scuttleRoll(dice, '10.10.2', modifiers) } };
}

/** 10.2, 10.10.4, Q-03 (E-TOWED): both diesels out — towed in within one box of base, else scuttled at once. */
export function towOrScuttle(state: CareerState, dice: DiceSource): CareerEvent[] {
  const patrol = state.patrol as Patrol;
  const boxesLeft = patrol.abort ? pathHome(patrol, patrol.abort.direction).length : 0;
  if (boxesLeft <= TOWED_WITHIN) return [{ type: 'TowedHome', data: { rule: '10.10.4', boxesLeft } }];
  const reason = 'both diesels inoperative more than one box from base';
  const scuttled: UBoatScuttled = {
    type: 'UBoatScuttled',
    data: { rule: '10.10.4', reason, roll: null, captured: false },
  };
  return [scuttled, rescue(state, dice)];
}

/** 10.10.4, 10.10.5: 2d6 for the crew, +4 radio inoperative, +2 in the Indian Ocean (E-RESCUE-IO). */
function rescue(state: CareerState, dice: DiceSource): CrewRescued | CrewLostAtSea {
  const modifiers: AppliedModifier[] = [];
  if (inoperative(boatOf(state), 'radio'))
    modifiers.push({ id: 'radioInoperative', value: 4, rule: '10.10.5' });
  if (state.patrol?.area === 'indianOcean') modifiers.push({ id: 'indianOcean', value: 2, rule: '10.10.5' });
  return crewRescue(dice, '10.10.4', modifiers);
}

/** 9.4.6, E-HOLED-ESCORTS: escorts that come for a boat whose holed hull cannot dive make it scuttle. */
export const escortsFind = (state: CareerState, next: Step): Step =>
  next.kind === 'evading' && state.boat?.hullHoled
    ? scuttling('9.4.6', 'escorts arrive and the holed boat cannot dive')
    : next;
