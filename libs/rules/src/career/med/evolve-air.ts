import { startAirCombat } from '../common/air';
import { airWith, stateWith } from '../model/copies';
import type { AdditionalFloodingChecked } from '../model/events-damage';
import type {
  AdditionalRoundRolled,
  AircraftAttacked,
  AnyCareerEvent,
  Dived,
  FlakFired,
} from '../model/events';
import type { MedHit, MedPatrol } from '../model/med';
import {
  newEncounter,
  newHunt,
  type AirCombat,
  type AircraftCondition,
  type MedState,
  type Step,
} from '../model/state';
import { damageOf } from './escorts';
import { withDamage } from './evolve-hunt';
import { SURFACED } from './scuttle';
import { inOpenMissionBox } from './missions/mission-box';
import { sailOn } from './travel';
import { repairsDue } from './repairs';

// 7.3.3: the aircraft's attacks after the AA, folded into `air` (The Hunted's air combat record), their damage into
// the patrol (7.5), then what the AA's result leaves: the aircraft gone, or shadowing the boat.

const AIRCRAFT: Step = { kind: 'aircraft' };

const airOf = (state: MedState): AirCombat => state.air as AirCombat;
const withAir = (state: MedState, change: Partial<AirCombat>): MedState =>
  stateWith(state, { air: airWith(airOf(state), change) });

const AFTER_AA: Record<FlakFired['data']['result'], AircraftCondition> = {
  shotDown: 'shotDown',
  damaged: 'damaged',
  missed: 'undamaged',
};

/**
 * 7.3.3: the AA fired or held (Q-BTM-AA-HOLD: as a miss), the aircraft attacks as many times as [A4] (or [B10]) says,
 * once only when shot down: its attack was simultaneous with the AA (004 L1876-1883).
 */
export function airCombatStarts(state: MedState, event: FlakFired | Dived): MedState {
  const step = state.step;
  const due = step.kind === 'antiAircraft' ? step.attacks : 1;
  const aircraft = event.type === 'FlakFired' ? AFTER_AA[event.data.result] : 'undamaged';
  const attacksDue = aircraft === 'shotDown' ? Math.min(due, 1) : due;
  const air: AirCombat = {
    ...startAirCombat(false),
    next: 'attack',
    attacksDue,
    maxAttacks: attacksDue,
    aircraft,
  };
  return stateWith(state, { air, step: AIRCRAFT });
}

/** 7.3.3, 7.5: the attacks, their hits on [B5] and the flooding check folded; the boat sunk is folded by the hunt's. */
export function evolveMedAir(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'AircraftAttacked': {
      const d = (event as AircraftAttacked).data;
      return goesOn(withAir(state, { attacksMade: d.attack, hitsToRoll: d.sunk ? 0 : d.hits }));
    }
    case 'UBoatHit':
      return hit(state, (event as unknown as MedHit).data);
    case 'AdditionalRoundRolled':
      return shadowed(state, (event as AdditionalRoundRolled).data);
    case 'AdditionalFloodingChecked': {
      const d = (event as AdditionalFloodingChecked).data;
      const next = withAir(withDamage(state, { flooding: d.flooding }), { floodingThisRound: false });
      return d.forcedToSurface ? stateWith(next, { step: SURFACED }) : goesOn(next);
    }
    default:
      return state;
  }
}

/** 7.2.5, 7.5: one hit on [B5]; forced to the surface the remaining hits are not rolled (7.5.2, 7.6.3). */
function hit(state: MedState, d: MedHit['data']): MedState {
  const damaged = withDamage(state, {
    hull: d.hull,
    flooding: d.flooding,
    systems: [...damageOf(state).systems, ...d.systems],
  });
  const air = airOf(state);
  const floodingThisRound = air.floodingThisRound || d.effect === 'flooding';
  const next = withAir(damaged, { hitsToRoll: air.hitsToRoll - 1, floodingThisRound });
  if (d.sunk) return next; // UBoatSunk follows
  if (d.forcedToSurface) return stateWith(next, { step: SURFACED });
  return goesOn(next);
}

/**
 * What the air combat does next: the next hit or attack, the flooding check (7.5.2), then the first aircraft's
 * automatic crew injury (Q-BTM-AIR-INJURY), then what the AA left (`next: 'additionalRound'`). A crew injury resolved
 * on [B8] (7.5.6) goes on from here.
 */
export function goesOn(state: MedState): MedState {
  const air = airOf(state);
  if (air.hitsToRoll > 0 || air.attacksMade < air.attacksDue) return stateWith(state, { step: AIRCRAFT });
  if (air.floodingThisRound) return stateWith(withAir(state, { next: 'floodingCheck' }), { step: AIRCRAFT });
  if (air.next === 'additionalRound') return airCombatOver(state);
  if (air.round === 1 && air.next !== 'crewInjury')
    return stateWith(withAir(state, { next: 'crewInjury' }), { step: AIRCRAFT });
  return airCombatOver(withAir(state, { next: 'additionalRound' }));
}

/**
 * 7.3.3: shot down or damaged, the aircraft is gone; not hit, it shadows the boat (its roll on [A3] is next); a new
 * aircraft that came with an escort leaves the boat to it.
 */
function airCombatOver(state: MedState): MedState {
  const air = airOf(state);
  if (air.escortsArrive) return escortArrives(state);
  return air.aircraft === 'undamaged' ? stateWith(state, { step: AIRCRAFT }) : aircraftGone(state);
}

/**
 * 7.3.3: the boat sails on to its next box (6.1 step 2), or rolls its Mission box again (6.7.1, Q-BTM-AIR-MISSION),
 * `air` null and the step `aircraft` left for that roll. 7.5.1 (Q-BTM-COMBAT-REPAIRS): a system marked DMG is rolled
 * for first (`next: 'repairs'`); 7.5.2: the partial flooding is pumped out, the combat over.
 */
function aircraftGone(state: MedState): MedState {
  if (airOf(state).next !== 'repairs' && repairsDue(state.patrol as MedPatrol))
    return stateWith(withAir(state, { next: 'repairs' }), { step: AIRCRAFT });
  const pumped = damageOf(state).flooding > 0 ? withDamage(state, { flooding: 0 }) : state;
  const patrol = pumped.patrol as MedPatrol;
  return stateWith(pumped, { air: null, step: inOpenMissionBox(patrol) ? AIRCRAFT : sailOn(patrol) });
}

/** 7.5.1: the repairs at the aircraft's end rolled (RepairsAttempted, folded by evolve-wounds.ts), the boat goes on. */
export const airRepairsRolled = (state: MedState): MedState =>
  state.air?.next === 'repairs' ? aircraftGone(state) : state;

/**
 * 7.3.3 (Q-BTM-AIR-SHADOW): nothing comes and the aircraft leaves; an escort rolls [B3] at once; a new aircraft
 * attacks at once on [B4], with no AA and no automatic injury (the boat is submerged), then shadows the boat in turn.
 */
function shadowed(state: MedState, d: AdditionalRoundRolled['data']): MedState {
  if (d.aircraft) {
    const round = airOf(state).round + 1;
    const air: AirCombat = {
      ...startAirCombat(d.escortArrives),
      round,
      next: 'attack',
      attacksDue: 1,
      maxAttacks: 1,
    };
    return stateWith(state, { air, step: AIRCRAFT });
  }
  return d.escortArrives ? escortArrives(state) : aircraftGone(state);
}

/**
 * 7.3.3: the escort the shadowing aircraft called rolls [B3] from medium range with +1 for the previous detection
 * (004 L1896-1899), the Comandante first choosing whether to dive below test depth (7.2.5-7.2.6, med/escorts.ts).
 */
function escortArrives(state: MedState): MedState {
  const encounter = newEncounter('escort', {
    escorted: true,
    approach: { attack: 'submerged', range: 'medium', wolfpack: null },
    hunt: newHunt('arrived', { previouslyDetected: true }),
  });
  return stateWith(state, { air: null, encounter, step: { kind: 'evading' } });
}
