import type { EncounterKind } from '../charts';
import { evolveAirCombat, startAirCombat } from './air-combat';
import type { AirCombatEvent, CareerEvent, EncounterRolled } from './events';
import { stateWith, targetShip, withEncounter, withPatrol } from './copies';
import { evolveShipCombat, type ShipCombatEvent } from './ship-combat';
import {
  newCrew,
  newEncounter,
  newHunt,
  type Career,
  type CareerState,
  type Patrol,
  type Step,
} from './state';

const SHIPS: readonly EncounterKind[] = [
  'ship',
  'tanker',
  'shipWithEscort',
  'twoShips',
  'twoShipsWithEscort',
  'capitalShip',
  'convoy',
  'submarine',
];

/** What an encounter result leads to. Rules of "Rules engine II" (or not yet played here) block loudly. */
function stepAfterEncounter(data: EncounterRolled['data']): Step {
  if (data.randomEvent) return { kind: 'blocked', rule: '12.0', reason: 'random events [R1]' };
  if (SHIPS.includes(data.result)) return { kind: 'identifying' };
  if (data.result === 'aircraft' || data.result === 'aircraftAndEscort') return { kind: 'aircraft' }; // 9.8
  if (data.result === 'escort') return { kind: 'evading' }; // 9.6.2: escorts alone roll [E2] at once
  return { kind: 'underway' };
}

/** Folds one event into the state. Total and pure: it never rolls and never throws on a decided event. */
export function evolve(state: CareerState, event: CareerEvent): CareerState {
  switch (event.type) {
    case 'CareerStarted': {
      const d = event.data;
      const career: Career = {
        uboatType: d.uboatType,
        uboatId: d.uboatId,
        kommandant: d.kommandant,
        date: d.startDate,
        base: d.base,
        seedCommitment: d.seedCommitment,
        playerSeed: d.playerSeed,
        options: d.options,
        chartPack: d.chartPack,
        permanentAssignment: null,
        mediterraneanPatrols: 0,
        knightsCross: false,
        rank: d.rank,
        crew: newCrew(),
      };
      const boat = {
        torpedoes: d.torpedoes,
        deckGunAmmo: d.deckGunAmmo,
        hullDamage: 0,
        flooding: 0,
        hullHoled: false,
        damagedSystems: [],
        crewInjuriesToResolve: 0,
        boldDecoys: d.boldDecoys,
      };
      return stateWith(state, { career, boat, step: { kind: 'inPort' } });
    }
    case 'PatrolAssigned': {
      const d = event.data;
      const patrol: Patrol = {
        number: d.number,
        area: d.area,
        routeId: d.routeId,
        boxes: d.boxes,
        boxIndex: -1,
        rollsLeft: 0,
        wolfpack: d.wolfpack,
        mission: d.mission,
        posture: 'surfaced',
        randomEventUsed: false,
        shipsSunk: 0,
        rebaseTo: d.rebaseTo,
        kiteDeployed: false,
        kiteLost: false,
        missionAccomplished: false,
        combatRoundsInBox: 0,
      };
      const career = { ...(state.career as Career), permanentAssignment: d.permanentAssignment };
      return stateWith(state, { career, patrol, step: { kind: 'underway' } });
    }
    case 'TravelBoxEntered':
      return withPatrol(state, {
        boxIndex: event.data.boxIndex,
        rollsLeft: event.data.rolls,
        posture: event.data.posture,
        kiteDeployed: event.data.kiteDeployed,
        combatRoundsInBox: 0,
      });
    case 'EncounterRolled': {
      const patrol = state.patrol as Patrol;
      const d = event.data;
      // 7.4.1, 7.4.2: on a mission the mission box is rolled until a roll brings no encounter.
      const onMission = patrol.mission !== null && patrol.boxes[d.boxIndex].kind === 'missionBox';
      const rollAgain = onMission && !patrol.missionAccomplished && d.result !== 'none';
      const next = withPatrol(state, {
        rollsLeft: rollAgain ? patrol.rollsLeft : patrol.rollsLeft - 1,
        randomEventUsed: patrol.randomEventUsed || d.randomEvent,
        missionAccomplished: patrol.missionAccomplished || (onMission && d.result === 'none'),
        kiteDeployed: patrol.kiteDeployed && !d.kiteCutLoose,
        kiteLost: patrol.kiteLost || d.kiteCutLoose !== null,
      });
      const step = stepAfterEncounter(event.data);
      const air = step.kind === 'aircraft' ? startAirCombat(event.data.result === 'aircraftAndEscort') : null;
      const encounter =
        step.kind === 'identifying'
          ? newEncounter(event.data.result)
          : step.kind === 'evading'
            ? newEncounter('escort', { escorted: true, hunt: newHunt('arrived') })
            : null;
      return stateWith(next, { step, encounter, air });
    }
    case 'ShipsIdentified':
      return withEncounter(state, {
        escorted: event.data.escorted,
        ships: event.data.ships.map(targetShip),
      });
    case 'TimeOfDaySet':
      return withEncounter(state, { timeOfDay: event.data.timeOfDay }, { kind: 'shipsSighted' });
    case 'SwitchToNightAttempted':
      return event.data.outcome === 'night'
        ? withEncounter(state, { timeOfDay: 'night', nightSwitchTried: true })
        : stateWith(state, { encounter: null, step: { kind: 'underway' } });
    case 'AttackDeclined':
      return stateWith(state, { encounter: null, step: { kind: 'underway' } });
    case 'AircraftEncountered':
    case 'FlakFired':
    case 'AircraftAttacked':
    case 'StayedSurfaced':
    case 'Dived':
      return evolveAirCombat(state, event);
    case 'UBoatHit':
    case 'UBoatSunk':
    case 'AdditionalRoundRolled':
      // Shared by air combat (9.8) and ship combat (9.4.3, 9.6.11).
      return state.air ? evolveAirCombat(state, event as AirCombatEvent) : evolveShipCombat(state, event);
    case 'AttackApproachChosen':
    case 'TorpedoFired':
    case 'TorpedoDudRolled':
    case 'DeckGunFired':
    case 'ShipDamaged':
    case 'ShipSunk':
    case 'CombatRoundEnded':
    case 'EscortDetectionRolled':
    case 'TestDepthExceeded':
    case 'DepthCharged':
    case 'TubesReloaded':
    case 'FollowAttempted':
    case 'EncounterEnded':
    case 'SubmarineEncountered':
    case 'EnemyTorpedoesFired':
      return evolveShipCombat(state, event as ShipCombatEvent);
    case 'CareerEnded':
      return stateWith(state, {
        step: { kind: 'ended', reason: `${event.data.detail} (${event.data.rule})` },
      });
    case 'PatrolCompleted': {
      const rebaseTo = (state.patrol as Patrol).rebaseTo;
      const career = rebaseTo ? { ...(state.career as Career), base: rebaseTo } : state.career;
      return stateWith(state, {
        career,
        patrol: null,
        patrolsCompleted: state.patrolsCompleted + 1,
        step: { kind: 'blocked', rule: '10.11', reason: 'refit and the next patrol month' },
      });
    }
  }
}

/** Rebuilds a career from its events (replay for audit, or reading a stream). */
export const fold = (events: readonly CareerEvent[], from: CareerState): CareerState =>
  events.reduce(evolve, from);
