import {
  careerOver,
  newEncounter,
  newHunt,
  type AirCombat,
  type AircraftCondition,
  type Boat,
  type CareerState,
  type Step,
} from '../../model/state';
import type { A2Result } from '../../../charts';
import type { AirCombatEvent, UBoatSunk } from '../../model/events';
import { airWith, stateWith } from '../../model/copies';
import { applyHit } from '../../common/air';
import { endEncounter } from '../../damage/encounter-end';
import { escortsFind, scuttling } from '../../damage/scuttle';

/**
 * The bookkeeping of an aircraft encounter (9.8): how each of its events changes the boat and the encounter, and
 * what comes next. Pure and total, like evolve; the rolls are made in aircraft.ts.
 */

/** 9.4.8: four aircraft/escort results in a row on additional-round rolls: the boat is hunted to exhaustion. */
export const HUNTED_TO_EXHAUSTION = 4;

const AFTER_FLAK: Record<A2Result, AircraftCondition> = {
  missed: 'undamaged',
  damaged: 'damaged',
  shotDown: 'shotDown',
};
const FLAK_OUTCOME: Record<AircraftCondition, number> = { undamaged: 0, damaged: 1, shotDown: 2 };
const worse = (a: AircraftCondition, b: AircraftCondition) => (FLAK_OUTCOME[a] >= FLAK_OUTCOME[b] ? a : b);

const SUNK_BY: Record<UBoatSunk['data']['cause'], string> = {
  attack: '[E3] 13 or more',
  fido: 'FIDO homing torpedo',
  hull: 'the hull track is full',
  testDepth: 'imploded below test depth',
  enemyTorpedo: 'an enemy torpedo',
  mine: 'a mine', // Beneath the Med 9.2, D65
};

const airOf = (state: CareerState) => state.air as AirCombat;
const AIRCRAFT: Step = { kind: 'aircraft' };
const EVADING: Step = { kind: 'evading' };

const withAir = (state: CareerState, change: Partial<AirCombat>, step?: Step): CareerState => {
  const air = airWith(airOf(state), change);
  return stateWith(state, step ? { air, step } : { air });
};

export function evolveAirCombat(state: CareerState, event: AirCombatEvent): CareerState {
  const air = airOf(state);
  switch (event.type) {
    case 'AircraftEncountered': {
      const d = event.data;
      const next = withAir(state, {
        next: 'attack',
        round: d.origin === 'encounter' ? 1 : air.round + 1,
        weapon: d.weapon ?? 'normal',
        attacksDue: d.attacks,
        maxAttacks: d.maxAttacks,
        attacksMade: 0,
        aircraft: 'undamaged',
        hitsToRoll: 0,
        staySurfacedRule: d.staySurfacedRule,
        stayedSurfaced: false,
        floodingThisRound: false,
      });
      // 9.8.1: a modified 8+ — the boat dived in time and the encounter is over (no flak, no shadowing).
      return d.attacks === 0 ? endAirCombat(next) : stateWith(next, { step: AIRCRAFT });
    }
    case 'FlakFired':
      return withAir(state, { aircraft: worse(air.aircraft, AFTER_FLAK[event.data.result]) });
    case 'AircraftAttacked': {
      const d = event.data;
      const next = withAir(state, { attacksMade: air.attacksMade + 1, hitsToRoll: d.sunk ? 0 : d.hits });
      return d.hits === 0 && !d.sunk ? afterAttack(next) : next; // a sinking is followed by UBoatSunk
    }
    case 'UBoatHit': {
      const d = event.data;
      const next = withAir(stateWith(state, { boat: applyHit(state.boat as Boat, d) }), {
        hitsToRoll: air.hitsToRoll - 1,
        floodingThisRound: air.floodingThisRound || d.effect === 'flooding',
      });
      if (d.forcedToSurface)
        // 10.1.2: the crew blows ballast and scuttles; the remaining hits are ignored
        return stateWith(next, {
          step: scuttling('10.1.2', 'forced to surface: the flooding track is full'),
        });
      if (d.sunk) return next; // UBoatSunk follows
      return air.hitsToRoll - 1 === 0 ? afterAttack(next) : next;
    }
    case 'UBoatSunk':
      return stateWith(state, {
        air: null,
        step: careerOver('sunk', event.data.rule, `sunk by aircraft: ${SUNK_BY[event.data.cause]}`),
      });
    case 'AdditionalRoundRolled': {
      const d = event.data;
      const chain = air.additionalRoundChain + (d.aircraft || d.escortArrives ? 1 : 0);
      const next = withAir(state, {
        additionalRoundChain: chain,
        escortsArrive: air.escortsArrive || d.escortArrives,
        escortsAfterFlakMiss: !air.escortsArrive && d.escortArrives,
      });
      if (chain >= HUNTED_TO_EXHAUSTION)
        return stateWith(next, { step: scuttling('9.4.8', 'hunted to exhaustion') });
      // 9.8.3: a new aircraft goes straight to [E3]; escorts alone end the air combat.
      return d.aircraft ? withAir(next, { next: 'newAircraft' }, AIRCRAFT) : endAirCombat(next);
    }
    case 'StayedSurfaced':
      return withAir(
        state,
        {
          next: 'attack',
          round: air.round + 1,
          stayedSurfaced: true,
          attacksDue: air.attacksMade + 1,
          maxAttacks: Math.max(air.maxAttacks, air.attacksMade + 1),
          floodingThisRound: false,
        },
        AIRCRAFT,
      );
    case 'Dived':
      return withAir(state, { next: 'additionalRound' }, AIRCRAFT);
  }
}

/** After an attack's hits: the aircraft attacks again, or the round is over. */
function afterAttack(state: CareerState): CareerState {
  const air = airOf(state);
  const holed = (state.boat as Boat).hullHoled;
  const due = air.attacksMade < air.attacksDue; // 9.8.3: a damaged aircraft still makes its second attack
  // 9.8.8.2: an undamaged Tsetse aircraft reloads while the holed boat cannot dive, up to 3 attacks in all.
  const reload =
    air.weapon === 'tsetse' && air.aircraft === 'undamaged' && holed && air.attacksMade < air.maxAttacks;
  if (air.aircraft !== 'shotDown' && (due || reload)) return withAir(state, { next: 'attack' }, AIRCRAFT);
  return endOfRound(state);
}

/** 10.1.3, Q-02: the additional flooding check made, the round ends as it would have. */
export const floodingCheckedInAir = (state: CareerState): CareerState =>
  endOfRound(withAir(state, { floodingThisRound: false }));

function endOfRound(state: CareerState): CareerState {
  const air = airOf(state);
  if (air.floodingThisRound) return withAir(state, { next: 'floodingCheck' }, AIRCRAFT); // 10.1.3 first
  if (air.aircraft !== 'undamaged' || air.escortsArrive) return endAirCombat(state);
  // 9.8.7, 9.8.9: the boat may stay surfaced for a second round (not with a holed hull).
  if (air.staySurfacedRule && !air.stayedSurfaced && !(state.boat as Boat).hullHoled)
    return stateWith(state, { step: { kind: 'staySurfacedOrDive', rule: air.staySurfacedRule } });
  // 9.8.3 "Miss", 9.8.4, 11.4.7: the undamaged aircraft shadows the boat: the additional-round table.
  return withAir(state, { next: 'additionalRound' }, AIRCRAFT);
}

/**
 * The aircraft is gone. Escorts that came with it ([E1] Aircraft + Escort) or after a flak miss (9.8.3, +1 for the
 * previous detection, C-6) now roll [E2]; otherwise the encounter is over.
 */
function endAirCombat(state: CareerState): CareerState {
  const air = airOf(state);
  if (!air.escortsArrive) return endEncounter(state);
  const hunt = newHunt('arrived', {
    previouslyDetected: air.escortsAfterFlakMiss,
    aircraftSpotted: !air.escortsAfterFlakMiss && air.attacksDue > 0, // E-SPOTTED
  });
  const encounter = newEncounter('escort', { escorted: true, hunt });
  const step = escortsFind(state, EVADING); // 9.4.6: a holed boat cannot dive from them
  return stateWith(state, { air: null, encounter: step === EVADING ? encounter : null, step });
}
