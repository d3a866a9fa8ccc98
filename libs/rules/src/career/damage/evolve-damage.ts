import {
  careerOver,
  boatOf,
  careerOf,
  huntOf,
  newHunt,
  patrolOf,
  type Boat,
  type CareerState,
  type Crew,
  type PatrolAbort,
  type Step,
} from '../model/state';
import {
  boatWith,
  careerWith,
  huntWith,
  stateWith,
  withCareer,
  withEncounter,
  withPatrol,
} from '../model/copies';
import { afterWoundsChecked, kommandantKilled, withInjury } from './crew-injuries';
import { afterTreatment } from './doctor';
import { endEncounter } from './encounter-end';
import type { CrewInjured, DamageEvent } from '../model/events-damage';
import { repaired } from './repairs';
import { escortsFind, scuttling } from './scuttle';

/** The bookkeeping of damage at sea (§10): pure and total, like evolve; the rolls are made in the files they name. */

const EVADING: Step = { kind: 'evading' };
const UNDERWAY: Step = { kind: 'underway' };

const withCrew = (state: CareerState, crew: Crew) => withCareer(state, { crew });
const withBoat = (state: CareerState, change: Partial<Boat>) =>
  stateWith(state, { boat: boatWith(boatOf(state), change) });
const withAbort = (state: CareerState, change: Partial<PatrolAbort>) =>
  withPatrol(state, { abort: { ...(patrolOf(state).abort as PatrolAbort), ...change } });
/** Damage control after an encounter is done: the patrol goes on (or a combat round over waits for a choice). */
const settled = (state: CareerState) =>
  state.step.kind === 'repairing' ? stateWith(state, { step: UNDERWAY }) : state;

/** 11.3.14, Q-29: a wound result on the Kommandant counts toward the Wound Badge. */
const countWound = (state: CareerState, d: CrewInjured['data']): CareerState =>
  d.member === 'kommandant' && d.severity !== null && state.patrol
    ? withPatrol(state, { kommandantWounds: state.patrol.kommandantWounds + 1 })
    : state;

export function evolveDamage(state: CareerState, event: DamageEvent): CareerState {
  switch (event.type) {
    case 'CrewInjured': {
      const next = countWound(withCrew(state, withInjury(careerOf(state).crew, event.data)), event.data);
      return kommandantKilled(event.data)
        ? stateWith(next, { step: careerOver('kommandantKilled', '10.6.2', 'Kommandant killed in action') })
        : next;
    }
    case 'SevereWoundsChecked': {
      const next = withCrew(state, afterWoundsChecked(careerOf(state).crew, event.data));
      const died = event.data.rolls.some((r) => r.member === 'kommandant' && r.died);
      return died
        ? stateWith(next, { step: careerOver('kommandantKilled', '10.6.3', 'Kommandant died of his wounds') })
        : next;
    }
    case 'WoundTreated': // 11.1, Q-21
      return withPatrol(withCrew(state, afterTreatment(careerOf(state).crew, event.data)), {
        doctorTreated: true,
      });
    case 'AdditionalFloodingChecked': {
      const next = withBoat(state, { flooding: event.data.flooding });
      if (event.data.forcedToSurface)
        return stateWith(next, {
          step: scuttling('10.1.2', 'forced to surface: the flooding track is full'),
        });
      if (next.air) return next; // the air round ends in evolve.ts (combat/air sits above damage)
      return withEncounter(next, { hunt: huntWith(huntOf(next), { floodingThisRound: false }) }, EVADING);
    }
    case 'RepairsAttempted':
      return settled(stateWith(state, { boat: repaired(boatOf(state), event.data) }));
    case 'PatrolAborted': {
      const { reason, direction } = event.data;
      const abort = { reason, direction, fromBox: patrolOf(state).boxIndex, towed: false };
      return settled(withPatrol(state, { abort, rollsLeft: 0 })); // 10.9.2: at once to the nearest transit box
    }
    case 'TowedHome':
      return settled(withAbort(state, { towed: true }));
    case 'UBoatScuttled': {
      if (event.data.roll === null) return state; // 10.10.4: the rescue roll follows
      const { captured, reason } = event.data;
      const career = careerWith(careerOf(state), { boatCaptured: captured }); // E-SCUTTLE
      const detail = `${captured ? 'U-boat captured' : 'U-boat scuttled'}, the crew taken prisoner (${reason})`;
      return stateWith(state, {
        career,
        encounter: null,
        air: null,
        step: careerOver('captured', '10.10.2', detail),
      });
    }
    case 'CrewRescued': {
      // E-RESCUED: the Kommandant needs a new boat (11.4, Q-12), settled between patrols.
      const step: Step = { kind: 'blocked', rule: '11.4', reason: 'reassignment after rescue' };
      return stateWith(state, { patrol: null, encounter: null, air: null, step });
    }
    case 'CrewLostAtSea':
      return stateWith(state, {
        encounter: null,
        air: null,
        step: careerOver('lostAtSea', '10.10.4', 'scuttled far from base, the crew was lost at sea'),
      });
    case 'ShipsAvoided': {
      if (!event.data.escortsSearch) return endEncounter(state);
      const next = escortsFind(state, EVADING);
      if (next.kind !== 'evading') return stateWith(state, { encounter: null, step: next });
      // escorts search as if the boat were at medium range, with no firing modifier (E-ARRIVED).
      const approach = { attack: 'submerged' as const, range: 'medium' as const, wolfpack: null };
      return withEncounter(state, { approach, hunt: newHunt('arrived') }, EVADING);
    }
  }
}
