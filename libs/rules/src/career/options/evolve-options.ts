import { boatWith, optionalWith, stateWith, targetShip, withCareer, withPatrol } from '../model/copies';
import type { CareerEvent } from '../model/events';
import { OPTIONAL_RULE_EVENT_TYPES, type OptionalRuleEvent } from '../model/events-options';
import { boatOf, encounterOf, newEncounter, type Career, type CareerState } from '../model/state';
import { crewWithAbilities } from './kommandant';
import { shipSunkRemembered } from '../common/targets';
import { NO_OPTIONAL_RULES_STATE, type OptionalRulesState } from '../model/optional-state';

const OPTIONAL_TYPES: ReadonlySet<string> = new Set(OPTIONAL_RULE_EVENT_TYPES);
export const isOptionalRuleEvent = (event: CareerEvent): event is OptionalRuleEvent =>
  OPTIONAL_TYPES.has(event.type);

const withOptional = (state: CareerState, change: Partial<OptionalRulesState>): CareerState =>
  stateWith(state, { optional: optionalWith(state.optional, change) });

/**
 * Folds an event into what the optional rules remember: their own events, and the events of the other rules that
 * begin or end what they track (an encounter, an aircraft, a patrol). Pure and total, like evolve.
 */
export function evolveOptionalRules(state: CareerState, event: CareerEvent): CareerState {
  if (isOptionalRuleEvent(event)) return optionalRuleEvent(state, event);
  switch (event.type) {
    case 'CareerStarted': {
      const hunters = event.data.options.combinedWithTheHunters; // 15.4: the tonnage carries over
      const next = stateWith(state, { optional: NO_OPTIONAL_RULES_STATE });
      return hunters ? stateWith(next, { tonnage: hunters.tonnage }) : next;
    }
    case 'PatrolAssigned':
      return withOptional(state, {
        replenishment: 'notYet',
        replenished: false,
        stragglerSingledOut: false,
        keenJudgementUsed: false,
        wolfpackName: null,
      });
    case 'EncounterRolled':
      return encounterRolled(state);
    case 'FollowAttempted':
    case 'EncounterEnded':
      return state.optional.nibelung ? withOptional(state, { nibelung: false }) : state; // 9.7.9: a new combat
    case 'AircraftEncountered':
      return state.optional.aircraftQuality ? withOptional(state, { aircraftQuality: null }) : state;
    case 'ShipSunk':
      return shipSunkRemembered(state, event.data.name); // 14.3.2
    case 'TestDepthExceeded':
      return event.data.keenJudgement ? withOptional(state, { keenJudgementUsed: true }) : state;
    case 'TravelBoxEntered':
      return state.optional.replenishment === 'exposed'
        ? withOptional(state, { replenishment: 'over' })
        : state;
    default:
      return state;
  }
}

/** A new encounter: escort quality and Nibelung start afresh; 14.9: the Bay of Biscay roll of a replenishment. */
function encounterRolled(state: CareerState): CareerState {
  const o = state.optional;
  const fresh =
    o.escortQuality || o.nibelung ? withOptional(state, { escortQuality: null, nibelung: false }) : state;
  if (o.replenishment !== 'offered') return fresh;
  // 14.9: not one of the box's own rolls (8.2.1).
  return withOptional(withPatrol(fresh, { rollsLeft: 0 }), { replenishment: 'exposed' });
}

function optionalRuleEvent(state: CareerState, event: OptionalRuleEvent): CareerState {
  switch (event.type) {
    case 'KommandantAbilitiesSet': {
      const { abilities } = event.data;
      const career = state.career as Career;
      const lucky = abilities.includes('lucky') ? 1 : 0; // 14.15 #1: a Hals und Beinbruch token to start with
      const randomEvents = {
        ...career.randomEvents,
        halsUndBeinbruch: career.randomEvents.halsUndBeinbruch + lucky,
      };
      const crew = crewWithAbilities(career.crew, abilities);
      return withOptional(withCareer(state, { crew, randomEvents }), { abilities });
    }
    case 'HistoricalUBoatIdDrawn':
      return withCareer(state, { uboatId: event.data.uboatId });
    case 'FlotillaAssigned':
      return withOptional(state, { flotilla: event.data.flotilla });
    case 'HomingTorpedoesScrounged':
      return stateWith(state, { boat: boatWith(boatOf(state), { torpedoes: event.data.torpedoes }) });
    case 'WolfpackNamed':
      return withOptional(state, { wolfpackName: event.data.name });
    case 'EscortQualityRolled':
      return withOptional(state, { escortQuality: event.data.quality });
    case 'AircraftQualityRolled':
      return withOptional(state, { aircraftQuality: event.data.quality });
    case 'EvasiveManoeuvreDue':
      return stateWith(withOptional(state, { depthChargeCheck: event.data.specialCheck }), {
        step: { kind: 'evasiveManoeuvre' },
      });
    case 'EvasiveManoeuvreMade':
      return stateWith(withOptional(state, { depthChargeCheck: null }), { step: { kind: 'depthCharges' } });
    case 'ReplenishmentChanceRolled':
      return event.data.possible
        ? stateWith(withOptional(state, { replenishment: 'offered' }), { step: { kind: 'replenishment' } })
        : withOptional(state, { replenishment: 'over' });
    case 'ReplenishmentDeclined':
      return stateWith(withOptional(state, { replenishment: 'over' }), { step: { kind: 'underway' } });
    case 'Replenished': {
      const d = event.data;
      const boat = boatWith(boatOf(state), { deckGunAmmo: d.deckGunAmmo, torpedoes: d.torpedoes });
      const moved = withPatrol(stateWith(state, { boat }), {
        boxIndex: d.toBoxIndex - 1,
        rollsLeft: 0,
        combatRoundsInBox: 0,
      });
      return withOptional(moved, { replenishment: 'over', replenished: true });
    }
    case 'NibelungUsed':
      return withOptional(state, { nibelung: true });
    case 'StragglerSingledOut': {
      const encounter = newEncounter('ship', {
        ships: [targetShip(event.data.ship)],
        timeOfDay: encounterOf(state).timeOfDay,
      });
      return stateWith(withOptional(state, { stragglerSingledOut: true }), { encounter });
    }
  }
}
