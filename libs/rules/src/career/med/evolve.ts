import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { MED_START } from '../../campaigns/beneath-the-med';
import type {
  AircraftEncountered,
  AnyCareerEvent,
  CareerStarted,
  EncounterRolled,
  FollowAttempted,
  PatrolAssigned,
  ShipsIdentified,
} from '../model/events';
import { stateWith } from '../model/copies';
import { careerRecordOf } from '../model/records';
import { asCareerState, asMedState, type CareerState, type MedState, type Wound } from '../model/state';
import type { MedMission } from '../../campaigns/beneath-the-med';
import type { MedCareer, MedCrewInjured, MedPatrol, MedRandomEventRolled } from '../model/med';
import { afterCrashDive } from './aircraft';
import { airCombatStarts, airRepairsRolled, evolveMedAir, goesOn } from './evolve-air';
import { eventDamage, MED_EVENT_STEP, spoilOneTorpedo } from './random-event';
import type { MedRandomEventId } from '../../campaigns/beneath-the-med/air-events';
import { encounterStep, escortAtGibraltar, sailOn, shipsMetStep } from './travel';
import { evolveMedHunt } from './evolve-hunt';
import { evolveMedAttack } from './evolve-attack';
import { evolveMedRound } from './evolve-rounds';
import { evolveMedSubmarine } from './evolve-submarine';
import { evolveMedScuttle } from './scuttle';
import { followed } from './follow';
import { evolveMission, missionBoxEntered, sailsWith } from './missions/evolve-mission';
import { newEncounter, newHunt } from '../model/state';
import type { MinefieldRolled } from '../model/events-random';
import { NO_TALLY } from '../model/med-port';
import { medOptionsOf, type MedQualityRolled } from '../model/med-options';
import { medAttackStep } from './evasive-manoeuvres';
import { evolveMedPort, isMedPortEvent, newMedService } from './evolve-port';
import { fitCrew } from './crew';
import { evolveMedWounds } from './evolve-wounds';

/** CareerStarted of Beneath the Med: the record every campaign keeps, with the class's load and its base's rules. */
export function medCareerStarted(state: CareerState, event: CareerStarted<'beneath-the-med'>): CareerState {
  const d = event.data;
  const career: MedCareer = {
    ...careerRecordOf(d),
    campaign: d.campaign,
    fromItaly: d.firstPatrolFromItaly,
    singaporeRuns: false,
    crewQuality: d.crewQuality,
    conningTowerRebuilt: d.startDate >= MED_START.conningTowerRebuiltFrom.value, // 7.5.9.3
    torpedoes: d.torpedoes,
    deckGunAmmo: d.deckGunAmmo,
    service: newMedService(d.startDate),
    awards: {},
    crewSkills: [],
    refit: null,
    luckTokens: 0,
    options: medOptionsOf(d.options), // §11
    wounds: fitCrew(medChart(BENEATH_THE_MED.charts.builtIn, 'B8').genericBoxes.value), // 7.5.6
  };
  return asCareerState(stateWith(asMedState(state), { career, step: { kind: 'inPort' } }));
}

/** Folds the rest of a Beneath the Med career's events (CareerState.career, .patrol). */
export function evolveMed(state: MedState, event: AnyCareerEvent): MedState {
  switch (event.type) {
    case 'PatrolAssigned': {
      const {
        date: _date,
        rolls: _rolls,
        chart: _chart,
        request: _request,
        ...d
      } = (event as PatrolAssigned<'beneath-the-med'>).data;
      const career = state.career as MedCareer;
      const patrol: MedPatrol = {
        ...d,
        boxIndex: -1,
        randomEventUsed: false,
        tally: NO_TALLY,
        missionAccomplished: null,
        slc: null,
        interception: null,
        passengers: passengersOf(d.mission),
      };
      const singaporeRuns = career.singaporeRuns || d.area === 'singapore'; // 6.5
      const sailing = { ...career, singaporeRuns, torpedoes: sailsWith(career, d.mission) }; // 6.7.1-6.7.3
      return stateWith(state, { career: sailing, patrol, step: { kind: 'underway' }, air: null });
    }
    case 'TravelBoxEntered': {
      // 6.7.5: the S.L.C.s' box; no air combat goes on into a new box (7.3.3)
      const entered = missionBoxEntered(
        stateWith(withPatrol(state, { boxIndex: event.data.boxIndex }), { air: null }),
      );
      // 7.5.3: a box crossed with no roll (both diesels out near base) leads on at once, home after the last
      return event.data.rolls === 0 && entered.step.kind === 'underway'
        ? stateWith(entered, { step: sailOn(entered.patrol as MedPatrol) })
        : entered;
    }
    case 'MissionEnded':
    case 'ConvoyIntercepted':
    case 'SlcLaunched':
    case 'SlcPenetrationRolled':
    case 'SlcTargetsRolled':
    case 'SlcsAttached':
    case 'SlcDetonated':
    case 'FrogmenFateRolled':
      return evolveMission(state, event);
    case 'EncounterRolled': {
      const d = (event as EncounterRolled<'beneath-the-med'>).data;
      const step = encounterStep(d) ?? sailOn(state.patrol as MedPatrol);
      const next = withPatrol(state, {
        randomEventUsed: (state.patrol as MedPatrol).randomEventUsed || d.randomEvent,
      });
      const hunted = step.kind === 'depthCharges' ? { encounter: escortAtGibraltar() } : {}; // 7.2.11
      const fresh = forget(next, 'escortQuality'); // 11.4: a new combat's escorts
      return stateWith(fresh, {
        step: step.kind === 'depthCharges' ? medAttackStep(fresh) : step,
        air: null, // 6.7.1: a Mission box rolled again after an aircraft
        ...hunted,
      });
    }
    case 'ShipsIdentified': // 7.1.3-7.1.8: the attack follows (7.2, 7.2.10); 11.4: a new combat's escorts
      return shipsMet(forget(state, 'escortQuality'), (event as ShipsIdentified).data);
    case 'EscortQualityRolled': // 11.4
      return withPatrol(state, { escortQuality: (event as unknown as MedQualityRolled).data.quality });
    case 'AircraftQualityRolled': // 11.5
      return withPatrol(state, { aircraftQuality: (event as unknown as MedQualityRolled).data.quality });
    case 'TimeOfDaySet':
    case 'AttackApproachChosen':
    case 'TorpedoFired':
    case 'TorpedoDudRolled':
    case 'ShipDamaged':
    case 'ShipSunk':
    case 'DeckGunFired':
    case 'CombatRoundEnded':
    case 'AttackDeclined':
      return evolveMedAttack(state, event);
    case 'AircraftAttacked': // 7.3.3: the aircraft's attacks, their hits and flooding
      return evolveMedAir(state, event);
    case 'UBoatHit':
    case 'AdditionalFloodingChecked':
      return state.air ? evolveMedAir(state, event) : evolveMedHunt(state, event);
    case 'SubmarineEncountered': // 7.2.10
    case 'EnemyTorpedoesFired':
      return evolveMedSubmarine(state, event);
    case 'EscortDetectionRolled': // 7.2.1, 7.2.5-7.2.6, 7.5: the escorts' hunt
    case 'TestDepthExceeded':
    case 'DepthCharged':
    case 'UBoatSunk':
    case 'TubesReloaded':
      return evolveMedHunt(state, event);
    case 'UBoatScuttled': // 7.6.3: scuttled, and the crew's fate
    case 'CrewRescued':
    case 'CrewLostAtSea':
      return evolveMedScuttle(state, event);
    case 'FollowAttempted': // 7.4
      return followed(state, (event as FollowAttempted).data);
    case 'AdditionalRoundRolled': // 7.3.3: the aircraft's shadowing; 7.2.7: the extra combat round
      return event.data.rule === '7.3.3' ? evolveMedAir(state, event) : evolveMedRound(state, event);
    case 'EncounterEnded': // 7.2.7, 7.2.10: the combat's end
      return evolveMedRound(state, event);
    case 'AircraftEncountered': {
      const step = afterCrashDive((event as AircraftEncountered<'beneath-the-med'>).data);
      const fresh = forget(state, 'aircraftQuality'); // 11.5: a new aircraft
      return stateWith(fresh, { step: step.kind === 'underway' ? sailOn(state.patrol as MedPatrol) : step });
    }
    case 'CrewInjured': // 7.5.6-7.5.7: the crew's wounds; 7.3.3: the aircraft's injury, then the air combat goes on
      return afterAirInjury(state, event as unknown as MedCrewInjured, evolveMedWounds(state, event));
    case 'RepairsAttempted': // 7.5.1: after the aircraft's attacks too (Q-BTM-COMBAT-REPAIRS)
      return evolveMedWounds(airRepairsRolled(state), event);
    case 'PatrolAborted':
    case 'SevereWoundsChecked':
      return evolveMedWounds(state, event);
    case 'CareerEnded': // 5.1: nothing more is decided
      return stateWith(state, {
        step: { kind: 'ended', reason: `${event.data.detail} (${event.data.rule})` },
      });
    case 'FlakFired': // 7.3.3-7.3.4: the AA has fired or held; the aircraft's attacks follow
    case 'Dived':
      return airCombatStarts(state, event);
    case 'RandomEventRolled': // 9.2
      return medRandomEvent(state, (event as MedRandomEventRolled).data.event);
    case 'MinefieldRolled': // 9.2, D65: its hits on [B5] next, as a depth charge's (7.2.5)
      return minefieldRolled(state, (event as MinefieldRolled).data);
    case 'RandomEventTokenUsed': // 9.2, Q-BTM-LUPO: the crash dive is rolled again next
      return withCareer(state, { luckTokens: (state.career as MedCareer).luckTokens - 1 });
    default: // the port (6.1 step 3); no other rule of Beneath the Med is played yet (RuleNotImplemented stops it)
      return isMedPortEvent(event) ? evolveMedPort(state, event) : state;
  }
}

/** 7.1.3-7.1.8: the ships met are the target columns of the combat board (7.2). */
function shipsMet(state: MedState, d: ShipsIdentified['data']): MedState {
  const ships = d.ships.map(({ rolls: _rolls, ...ship }) => ship);
  const kind = ships.length === 3 ? 'convoy' : d.escorted ? 'shipWithEscort' : 'ship';
  const encounter = newEncounter(kind, { escorted: d.escorted, ships });
  return stateWith(state, { encounter, step: shipsMetStep(d) });
}

/** 9.2, D19: the event's effect on the career, then the step it leads to (the boat sails on after most). */
function medRandomEvent(state: MedState, event: MedRandomEventId): MedState {
  const career = state.career as MedCareer;
  const changed =
    event === 'inBoccaAlLupo'
      ? withCareer(state, { luckTokens: career.luckTokens + 1 })
      : event === 'torpedoFault'
        ? withCareer(state, { torpedoes: spoilOneTorpedo(career.torpedoes) })
        : withDamage(state, eventDamage(state, event));
  return stateWith(changed, { step: MED_EVENT_STEP[event] ?? sailOn(state.patrol as MedPatrol) });
}

/** 7.5.6: the S.L.C. crews (D40) or the commando team the mission sails with, each a wound box. */
const passengersOf = (mission: MedMission | null): readonly Wound[] => {
  const n =
    mission === 'A'
      ? medChart(BENEATH_THE_MED.charts.builtIn, 'D3').slcsCarried.value
      : mission === 'C'
        ? 1
        : 0;
  return Array.from({ length: n }, (): Wound => 'none');
};

/** D65: the boat lost (UBoatSunk follows), its hits to roll, or clear of the field. */
function minefieldRolled(state: MedState, d: MinefieldRolled['data']): MedState {
  if (d.result === 'noEffect') return stateWith(state, { step: sailOn(state.patrol as MedPatrol) });
  if (d.hits === 0) return state;
  const encounter = newEncounter('none', { hunt: newHunt('detected', { hitsToRoll: d.hits }) }); // no ships: a minefield
  return stateWith(state, { encounter, step: { kind: 'depthCharges' } });
}

const withCareer = (state: MedState, change: Partial<MedCareer>): MedState =>
  stateWith(state, { career: { ...(state.career as MedCareer), ...change } });

const withDamage = (state: MedState, damage: MedPatrol['damage'] | null): MedState =>
  damage ? withPatrol(state, { damage }) : state;

const withPatrol = (state: MedState, change: Partial<MedPatrol>): MedState =>
  stateWith(state, { patrol: { ...(state.patrol as MedPatrol), ...change } });

/** 11.4, 11.5: the quality rolled for the last combat or aircraft no longer holds. */
const forget = (state: MedState, quality: 'escortQuality' | 'aircraftQuality'): MedState =>
  (state.patrol as MedPatrol | null)?.[quality] ? withPatrol(state, { [quality]: null }) : state;

/**
 * Q-BTM-AIR-INJURY: the first aircraft's own crew injury (7.3.3, not a [B5] hit's, 7.2.5) rolled, the air combat goes
 * on (med/evolve-air.ts).
 */
const afterAirInjury = (before: MedState, event: MedCrewInjured, after: MedState): MedState =>
  before.air?.next === 'crewInjury' && event.data.rule === '7.3.3' && after.step.kind === 'aircraft'
    ? goesOn(after)
    : after;
