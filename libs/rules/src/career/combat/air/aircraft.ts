import type { A1ModifierId, A1Result, ChartPack } from '../../../charts';
import type { DiceSource } from '../../../dice';
import { attack, inBiscayGroup } from './air-attack';
import { allGenericOut } from '../../model/crew';
import { attacksAfterCrashDive, crashDiveModifiersThatApply } from '../../common/air';
import type { AircraftEncountered, CareerEvent, Dived, StayedSurfaced } from '../../model/events';
import { checkFlooding } from '../../damage/flooding';
import { naxosWorking } from '../../port/refit-upgrades';
import { hosesJoined } from '../../special/replenishment-mission';
import { rollOn, type AppliedModifier } from '../../model/rolls';
import {
  boardOf,
  boatOf,
  boxOf,
  careerOf,
  type AirCombat,
  type AircraftWeapon,
  type CareerState,
  type Patrol,
} from '../../model/state';
import { rollAdditionalRound } from '../../patrol/travel';
import { requireStep } from '../../model/violations';
import { a1OptionalRules } from '../../options/modifiers';
import { aircraftQualityDue, rollAircraftQuality } from '../../options/quality';

/**
 * Aircraft encounters (9.8): the crash-dive roll [A1], one or two attacks on [E3] at +2 or with a special weapon
 * ([E3a], [E3e]), flak fired at the same time [A2], every hit rolled on [E4], and, while the aircraft is undamaged,
 * the additional-round table of [E1]. Each call makes the next automatic step; evolve-air-combat.ts says what
 * follows.
 */
export function airCombatStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const air = state.air as AirCombat;
  switch (air.next) {
    case 'crashDiveRoll':
      return [crashDive(state, dice, charts)];
    case 'newAircraft':
      return [newAircraft(dice, charts)];
    case 'attack':
      // 14.7.1: the boat did not dive in time: the aircraft's quality before its [E3] roll.
      return aircraftQualityDue(state) ? [rollAircraftQuality(dice, charts)] : attack(state, dice, charts);
    case 'floodingCheck':
      return [checkFlooding(state, dice, charts)]; // 10.1.3
    case 'additionalRound':
      return [rollAdditionalRound(state, dice, charts, '9.8.3')]; // the undamaged aircraft shadows the boat
    case 'crewInjury': // Beneath the Med's alone (med/air-attack.ts): The Hunted's is rolled with the attack
    case 'repairs': // Beneath the Med's alone (med/air-attack.ts): The Hunted's are rolled with the encounter's end
      return [];
  }
}

/** [A1] modifiers that can apply now (7.4.4, the chart's type/year/dive-plane rows). */
function crashDiveModifiers(state: CareerState, charts: ChartPack): AppliedModifier[] {
  const career = careerOf(state);
  const patrol = state.patrol as Patrol;
  const missionBox = boxOf(state).kind === 'missionBox';
  const crew = career.crew;
  const naxos = naxosWorking(boatOf(state));
  const schnorchelling = patrol.posture === 'schnorchel';
  const xxi = career.uboatType === 'XXI';
  const applies: Partial<Record<A1ModifierId, boolean>> = {
    allGenericCrewSeverelyWoundedOrKilled: allGenericOut(crew), // 10.6.3, C-31
    greenCrew: crew.quality === 'green',
    eliteCrew: crew.quality === 'elite',
    notTypeVII: !career.uboatType.startsWith('VII'),
    year1944or1945: career.date >= '1944-01',
    minelayingMission: missionBox && patrol.mission === 'mines', // 7.4.4
    abwehrMission: missionBox && patrol.mission === 'abwehr', // 7.4.4
    divePlanesDamaged: boatOf(state).damagedSystems.includes('divePlanes'),
    // 8.1.2, 8.1.3, 8.1.8 (C-5): NAXOS surfaced, the schnorchel when schnorchelling; a XXI may use both.
    naxos: naxos && !schnorchelling,
    schnorchel: schnorchelling && !(naxos && xxi),
    naxosWithSchnorchelTypeXXI: schnorchelling && naxos && xxi,
    resupplyActivity: hosesJoined(state), // 7.4.4, 11.4.10 (Q-REFUEL-MISSION)
    ...a1OptionalRules(state), // 14.9 (Q-REFUEL-MISSION), 14.15 #9
    // Not in play yet: 'D' counters.
  };
  return crashDiveModifiersThatApply(charts.A1.modifiers, applies, '9.8.1');
}

/**
 * 9.8.1: the boat tries to crash dive; on a modified 7 or less one attack, on 1 or less two. 9.8.8.2 (000 L1270,
 * 002 L2423), E-HOLED-AIR: a holed hull cannot crash dive: [A1] is rolled as usual, and a dive it would allow is one
 * attack on the boat left on the surface (each met by flak, 9.8.8.4).
 */
function crashDive(state: CareerState, dice: DiceSource, charts: ChartPack): AircraftEncountered {
  const holed = boatOf(state).hullHoled;
  const { roll: crashDive, result: rolled } = rollOn(dice, charts.A1, 'A1', {
    purpose: holed ? 'crash dive (the hull is holed: it cannot dive)' : 'crash dive',
    rule: '9.8.1',
    modifiers: crashDiveModifiers(state, charts),
  });
  const result: A1Result = holed && rolled === 'crashDiveSuccessful' ? 'oneAttack' : rolled;
  const attacks = attacksAfterCrashDive(result);
  const board = boardOf(charts, careerOf(state).uboatType);
  const staySurfacedRule = board.guns.flakFiresTwice ? '9.8.7' : inBiscayGroup(state) ? '9.8.9' : null;
  return encountered(dice, charts, {
    rule: '9.8.1',
    origin: 'encounter',
    crashDive,
    result,
    attacks,
    staySurfacedRule: attacks > 0 && !holed ? staySurfacedRule : null,
  });
}

/** 9.8.3: a new aircraft from the additional-round table attacks at once on [E3], once (Q-AIR-SECOND). */
const newAircraft = (dice: DiceSource, charts: ChartPack): AircraftEncountered =>
  encountered(dice, charts, {
    rule: '9.8.3',
    origin: 'additionalRound',
    crashDive: null,
    result: null,
    attacks: 1,
    staySurfacedRule: null,
  });

type Sighting = Omit<
  AircraftEncountered['data'],
  'specialAttackCheck' | 'specialWeapon' | 'weapon' | 'maxAttacks'
>;

/** 9.8.1, 9.8.8: an attacking aircraft rolls 1d6 once; on 1 it carries a special weapon ([E3a]) (Q-AIR-WEAPON). */
function encountered(dice: DiceSource, charts: ChartPack, sighting: Sighting): AircraftEncountered {
  const check =
    sighting.attacks === 0
      ? null // dived in time: no attack
      : rollOn(dice, charts.A1.specialAttackCheck, 'A1 special attack', {
          purpose: 'special air weapon (1)',
          rule: '9.8.1',
        });
  const special =
    check?.result === 'specialAttack'
      ? rollOn(dice, charts.E3a, 'E3a', { purpose: 'special air weapon', rule: '9.8.8' })
      : null;
  const weapon: AircraftWeapon | null = check ? (special?.result ?? 'normal') : null;
  const maxAttacks =
    weapon === 'tsetse' ? Math.max(sighting.attacks, charts.E3a.tsetseMaxAttacks) : sighting.attacks;
  const data = {
    rule: sighting.rule,
    origin: sighting.origin,
    crashDive: sighting.crashDive,
    result: sighting.result,
    attacks: sighting.attacks,
    staySurfacedRule: sighting.staySurfacedRule,
    specialAttackCheck: check?.roll ?? null,
    specialWeapon: special?.roll ?? null,
    weapon,
    maxAttacks,
  };
  return { type: 'AircraftEncountered', data };
}

/** 9.8.7, 9.8.9: the player keeps the boat on the surface for a second air combat round. */
export function staySurfaced(state: CareerState): StayedSurfaced[] {
  requireStep(state, 'staySurfacedOrDive', '9.8.7', 'StaySurfaced');
  const step = state.step as Extract<CareerState['step'], { kind: 'staySurfacedOrDive' }>;
  return [{ type: 'StayedSurfaced', data: { rule: step.rule } }];
}

/** …or dives: the undamaged aircraft shadows the boat (9.8.3). */
export function dive(state: CareerState): Dived[] {
  requireStep(state, 'staySurfacedOrDive', '9.8.7', 'Dive');
  const step = state.step as Extract<CareerState['step'], { kind: 'staySurfacedOrDive' }>;
  return [{ type: 'Dived', data: { rule: step.rule } }];
}
