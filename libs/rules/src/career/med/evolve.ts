import { MED_START } from '../../campaigns/beneath-the-med';
import type {
  AircraftEncountered,
  AnyCareerEvent,
  CareerStarted,
  EncounterRolled,
  PatrolAssigned,
  ShipsIdentified,
} from '../model/events';
import { stateWith } from '../model/copies';
import { careerRecordOf } from '../model/records';
import { asCareerState, asMedState, type CareerState, type MedState } from '../model/state';
import type { MedCareer, MedPatrol, MedRandomEventRolled } from '../model/med';
import { afterCrashDive, airAttackStep } from './aircraft';
import { MED_EVENT_STEP, spoilOneTorpedo } from './random-event';
import type { MedRandomEventId } from '../../campaigns/beneath-the-med/air-events';
import { encounterStep, escortAtGibraltar, sailOn, shipsMetStep } from './travel';
import { evolveMedHunt } from './evolve-hunt';
import { evolveMedAttack } from './evolve-attack';
import { evolveMedSubmarine } from './evolve-submarine';
import { evolveMission, missionBoxEntered, sailsWith } from './missions/evolve-mission';
import { newEncounter, newHunt } from '../model/state';
import type { MinefieldRolled } from '../model/events-random';
import { NO_TALLY } from '../model/med-port';
import { evolveMedPort, isMedPortEvent, newMedService } from './evolve-port';

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
      };
      const singaporeRuns = career.singaporeRuns || d.area === 'singapore'; // 6.5
      const sailing = { ...career, singaporeRuns, torpedoes: sailsWith(career, d.mission) }; // 6.7.1-6.7.3
      return stateWith(state, { career: sailing, patrol, step: { kind: 'underway' } });
    }
    case 'TravelBoxEntered':
      return missionBoxEntered(withPatrol(state, { boxIndex: event.data.boxIndex })); // 6.7.5: the S.L.C.s' box
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
      return stateWith(next, { step, ...hunted });
    }
    case 'ShipsIdentified': // 7.1.3-7.1.8: the attack follows (7.2, 7.2.10)
      return shipsMet(state, (event as ShipsIdentified).data);
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
    case 'SubmarineEncountered': // 7.2.10
    case 'EnemyTorpedoesFired':
    case 'EncounterEnded':
      return evolveMedSubmarine(state, event);
    case 'EscortDetectionRolled': // 7.2.1, 7.2.5-7.2.6, 7.5: the escorts' hunt
    case 'TestDepthExceeded':
    case 'DepthCharged':
    case 'UBoatHit':
    case 'AdditionalFloodingChecked':
    case 'UBoatSunk':
    case 'TubesReloaded':
      return evolveMedHunt(state, event);
    case 'AircraftEncountered': {
      const step = afterCrashDive((event as AircraftEncountered<'beneath-the-med'>).data);
      return stateWith(state, { step: step.kind === 'underway' ? sailOn(state.patrol as MedPatrol) : step });
    }
    case 'CareerEnded': // 5.1: nothing more is decided
      return stateWith(state, {
        step: { kind: 'ended', reason: `${event.data.detail} (${event.data.rule})` },
      });
    case 'FlakFired': // 7.3.3-7.3.4: the AA has fired or held; the aircraft's attacks follow
    case 'Dived':
      return stateWith(state, { step: airAttackStep() });
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
        : state;
  return stateWith(changed, { step: MED_EVENT_STEP[event] ?? sailOn(state.patrol as MedPatrol) });
}

/** D65: the boat lost (UBoatSunk follows), its hits to roll, or clear of the field. */
function minefieldRolled(state: MedState, d: MinefieldRolled['data']): MedState {
  if (d.result === 'noEffect') return stateWith(state, { step: sailOn(state.patrol as MedPatrol) });
  if (d.hits === 0) return state;
  const encounter = newEncounter('none', { hunt: newHunt('detected', { hitsToRoll: d.hits }) }); // no ships: a minefield
  return stateWith(state, { encounter, step: { kind: 'depthCharges' } });
}

const withCareer = (state: MedState, change: Partial<MedCareer>): MedState =>
  stateWith(state, { career: { ...(state.career as MedCareer), ...change } });

const withPatrol = (state: MedState, change: Partial<MedPatrol>): MedState =>
  stateWith(state, { patrol: { ...(state.patrol as MedPatrol), ...change } });
