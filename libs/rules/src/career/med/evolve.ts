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
import type { MedCareer, MedPatrol } from '../model/med';
import { afterCrashDive } from './aircraft';
import { encounterStep, sailOn, shipsMetStep } from './travel';
import { evolveMedAttack } from './evolve-attack';
import { evolveMission, missionBoxEntered, sailsWith } from './missions/evolve-mission';
import { newEncounter } from '../model/state';

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
      return stateWith(next, { step });
    }
    case 'ShipsIdentified': // 7.1.3-7.1.8: the attack follows (7.2, 7.2.10)
      return shipsMet(state, (event as ShipsIdentified).data);
    case 'TimeOfDaySet':
    case 'AttackApproachChosen':
    case 'TorpedoFired':
    case 'TorpedoDudRolled':
    case 'ShipDamaged':
    case 'ShipSunk':
      return evolveMedAttack(state, event);
    case 'AircraftEncountered': {
      const step = afterCrashDive((event as AircraftEncountered<'beneath-the-med'>).data);
      return stateWith(state, { step: step.kind === 'underway' ? sailOn(state.patrol as MedPatrol) : step });
    }
    default: // no other rule of Beneath the Med is played yet (RuleNotImplemented stops it before an event)
      return state;
  }
}

/** 7.1.3-7.1.8: the ships met are the target columns of the combat board (7.2). */
function shipsMet(state: MedState, d: ShipsIdentified['data']): MedState {
  const ships = d.ships.map(({ rolls: _rolls, ...ship }) => ship);
  const kind = ships.length === 3 ? 'convoy' : d.escorted ? 'shipWithEscort' : 'ship';
  const encounter = newEncounter(kind, { escorted: d.escorted, ships });
  return stateWith(state, { encounter, step: shipsMetStep(d) });
}

const withPatrol = (state: MedState, change: Partial<MedPatrol>): MedState =>
  stateWith(state, { patrol: { ...(state.patrol as MedPatrol), ...change } });
