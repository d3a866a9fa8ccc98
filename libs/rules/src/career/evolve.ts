import { evolveMed, medCareerStarted } from './med/evolve';
import { campaignOfStart, careerRecordOf } from './model/records';
import { playedCampaign } from './common/campaign';
import type { EncounterKind } from '../charts';
import { evolveAirCombat, floodingCheckedInAir } from './combat/air/evolve-air-combat';
import { startAirCombat } from './common/air';
import type {
  AirCombatEvent,
  AnyCareerEvent,
  CareerEvent,
  CareerStarted,
  EncounterRolled,
  HuntedEncounter,
  PatrolAssigned,
} from './model/events';
import {
  careerWith,
  crewWith,
  stateWith,
  targetShip,
  withCareer,
  withEncounter,
  withPatrol,
} from './model/copies';
import { evolveRandomEvent } from './patrol/evolve-random-events';
import { evolveShipCombat, type ShipCombatEvent } from './combat/evolve-ship-combat';
import { newServiceRecord } from './port/calendar';
import { invasionTargetDeclined, noDecorations } from './port/decorations';
import { evolvePort } from './port/evolve-port';
import { refitBegins } from './port/refit';
import { agentLost, withAgent } from './damage/crew-injuries';
import { evolveDamage } from './damage/evolve-damage';
import { escortsFind } from './damage/scuttle';
import type { OptionalRuleEvent } from './model/events-options';
import { REPLENISHMENT_EVENT_TYPES, type ReplenishmentEvent } from './model/events-special';
import { evolveReplenishment, tankerAfter } from './special/evolve-replenishment';
import type { WolfpackEvent } from './model/events-wolfpack';
import type { TournamentHoldEvent } from './model/events-tournament';
import { isMissionEvent, type MissionEvent } from './model/events-mission';
import { missionBoxRoll } from './common/mission-box';
import { evolveWolfpack, isWolfpackEvent, packAfter } from './special/evolve-wolfpack';
import { careerOptions } from './model/career-options';
import { evolveTournamentHold, isTournamentHoldEvent } from './special/evolve-tournament-hold';
import { evolveOptionalRules, isOptionalRuleEvent } from './options/evolve-options';
import {
  newCrew,
  newEncounter,
  newHunt,
  noPatrolRandomEvents,
  noRandomEvents,
  yardBoat,
  asCareerState,
  asMedState,
  type Career,
  type CareerState,
  type Patrol,
  type Step,
} from './model/state';

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

const REPLENISHMENT_TYPES: ReadonlySet<string> = new Set(REPLENISHMENT_EVENT_TYPES);
const isReplenishmentEvent = (event: CareerEvent): event is ReplenishmentEvent =>
  REPLENISHMENT_TYPES.has(event.type);

/** What an encounter result leads to. Rules of "Rules engine II" (or not yet played here) block loudly. */
function stepAfterEncounter(data: HuntedEncounter): Step {
  if (data.randomEvent) return { kind: 'randomEvent' }; // 12.1.1: the encounter is ignored
  if (SHIPS.includes(data.result)) return { kind: 'identifying' };
  if (data.result === 'aircraft' || data.result === 'aircraftAndEscort') return { kind: 'aircraft' }; // 9.8
  if (data.result === 'escort') return { kind: 'evading' }; // 9.6.2: escorts alone roll [E2] at once
  return { kind: 'underway' };
}

/** 8.2.2, E-KITE: the officer cut loose with the kite is gone for the patrol: KIA, replaced at the refit (10.12). */
function officerLostWithKite(
  state: CareerState,
  officer: 'doctor' | 'secondWatchOfficer' | 'unnamedOfficer',
) {
  if (officer === 'unnamedOfficer') return state;
  const crew = (state.career as Career).crew;
  return withCareer(state, {
    crew: crewWith(crew, { [officer]: { wound: 'killed', expert: crew[officer].expert } }),
  });
}

/** Folds one event into the state. Total and pure: it never rolls and never throws on a decided event. */
export function evolve(state: CareerState, event: CareerEvent): CareerState {
  // A career of Beneath the Med folds the same events in its own words (career/med); the type says The Hunted's.
  const anyEvent = event as AnyCareerEvent;
  if (anyEvent.type === 'CareerStarted' && campaignOfStart(anyEvent.data) === 'beneath-the-med')
    return medCareerStarted(state, anyEvent as CareerStarted<'beneath-the-med'>);
  if (playedCampaign(state) === 'beneath-the-med')
    return asCareerState(evolveMed(asMedState(state), anyEvent));
  if (isReplenishmentEvent(event)) return evolveReplenishment(state, event); // 11.4.10
  if (isWolfpackEvent(event)) return evolveWolfpack(state, event); // 13.5
  if (isTournamentHoldEvent(event)) return evolveTournamentHold(state, event); // T-PAUSE
  if (isMissionEvent(event)) return state; // Beneath the Med's missions (6.7): no event of The Hunted's
  const next = evolveOptionalRules(isOptionalRuleEvent(event) ? state : evolveRules(state, event), event);
  const after = next.tanker === null ? next : tankerAfter(next, event);
  return after.optional.wolfpack === null ? after : packAfter(after); // 13.5
}

function evolveRules(
  state: CareerState,
  event: Exclude<
    CareerEvent,
    OptionalRuleEvent | ReplenishmentEvent | WolfpackEvent | TournamentHoldEvent | MissionEvent
  >,
): CareerState {
  switch (event.type) {
    case 'CareerStarted': {
      const d = (event as CareerStarted<'the-hunted'>).data;
      const career: Career = {
        ...careerRecordOf(d),
        options: careerOptions(d.options), // events stored before 14.x kept only the switches turned on
        permanentAssignment: null,
        mediterraneanPatrols: 0,
        decorations: noDecorations,
        service: newServiceRecord(d.startDate),
        crew: newCrew(),
        boatCaptured: false,
        randomEvents: noRandomEvents,
      };
      return stateWith(state, { career, boat: yardBoat(d), step: { kind: 'inPort' } });
    }
    case 'PatrolAssigned': {
      const d = (event as PatrolAssigned<'the-hunted'>).data;
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
        doctorTreated: false,
        kommandantWounds: 0,
        randomEvents: noPatrolRandomEvents,
        shipsSunk: 0,
        rebaseTo: d.rebaseTo,
        kiteDeployed: false,
        kiteLost: false,
        missionAccomplished: false,
        combatRoundsInBox: 0,
        abort: null,
      };
      const career = careerWith(state.career as Career, {
        permanentAssignment: d.permanentAssignment,
        crew: withAgent((state.career as Career).crew, d.mission === 'abwehr'), // 7.4.1
      });
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
      const d = (event as EncounterRolled<'the-hunted'>).data;
      const crew = (state.career as Career).crew;
      // 7.4.1, 7.4.2: on a mission the mission box is rolled until a roll brings no encounter; 7.4.5 (E-AGENT): an
      // agent SW or KIA is not landed.
      const onMission =
        patrol.mission !== null && patrol.boxes[d.boxIndex].kind === 'missionBox' && !agentLost(crew);
      const mission = missionBoxRoll(onMission, patrol.missionAccomplished, d.result);
      const rolled = withPatrol(state, {
        rollsLeft: mission.rollAgain ? patrol.rollsLeft : patrol.rollsLeft - 1,
        randomEventUsed: patrol.randomEventUsed || d.randomEvent,
        missionAccomplished: mission.accomplished,
        kiteDeployed: patrol.kiteDeployed && !d.kiteCutLoose,
        kiteLost: patrol.kiteLost || d.kiteCutLoose !== null,
      });
      const next = d.kiteCutLoose ? officerLostWithKite(rolled, d.kiteCutLoose.officer) : rolled;
      const step = escortsFind(state, stepAfterEncounter(d));
      const air = step.kind === 'aircraft' ? startAirCombat(d.result === 'aircraftAndEscort') : null;
      const encounter =
        step.kind === 'identifying'
          ? newEncounter(d.result)
          : step.kind === 'evading'
            ? newEncounter('escort', { escorted: true, hunt: newHunt('arrived') })
            : null;
      const landed = patrol.mission === 'abwehr' && onMission && d.result === 'none'; // 7.4.1: the agent leaves
      const career = landed
        ? careerWith(next.career as Career, { crew: withAgent(crew, false) })
        : next.career;
      return stateWith(next, { step, encounter, air, career });
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
      return stateWith(invasionTargetDeclined(state), { encounter: null, step: { kind: 'underway' } });
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
    case 'RandomEventRolled':
    case 'RandomEventIgnored':
    case 'RandomEventResolved':
    case 'Type21ProductionAdvanced':
    case 'RandomEventTokenUsed':
    case 'DiceRerolled':
    case 'MinefieldRolled':
      return evolveRandomEvent(state, event);
    case 'CrewInjured':
    case 'SevereWoundsChecked':
    case 'WoundTreated':
    case 'RepairsAttempted':
    case 'PatrolAborted':
    case 'TowedHome':
    case 'UBoatScuttled':
    case 'CrewLostAtSea':
    case 'ShipsAvoided':
      return evolveDamage(state, event);
    case 'AdditionalFloodingChecked': // 10.1.3, Q-02: in the air, the round then ends as it would have
      return state.air && !event.data.forcedToSurface
        ? floodingCheckedInAir(evolveDamage(state, event))
        : evolveDamage(state, event);
    case 'CrewRescued': // 10.10.4, Q-12: the refit follows, with a new boat (11.4)
      return stateWith(evolveDamage(state, event), {
        patrolsCompleted: state.patrolsCompleted + 1,
        step: { kind: 'refit' },
        port: refitBegins(state, 'crewRescued'),
      });
    case 'BoatReturned':
    case 'RefitMonthsSet':
    case 'CrewRecovered':
    case 'CrewProgressed':
    case 'PromotionRolled':
    case 'DecorationsAwarded':
    case 'NewUBoatAssigned':
    case 'NewUBoatRequested':
    case 'NewUBoatRequestKept':
    case 'BoatRefitted':
    case 'RefitCompleted':
    case 'PatrolRequested':
    case 'DeckGunChecked':
      return evolvePort(state, event);
    case 'CareerEnded':
      return stateWith(state, {
        step: { kind: 'ended', reason: `${event.data.detail} (${event.data.rule})` },
      });
    case 'PatrolCompleted': {
      const patrol = state.patrol as Patrol;
      const rebaseTo = patrol.abort?.direction === 'back' ? null : patrol.rebaseTo; // 10.9.2: back where it sailed from
      const sailed = state.career as Career;
      const crew = withAgent(sailed.crew, false); // 7.4.1: an agent not landed goes ashore at base
      const career = careerWith(sailed, rebaseTo ? { base: rebaseTo, crew } : { crew });
      return stateWith(state, {
        career,
        patrol: null,
        patrolsCompleted: state.patrolsCompleted + 1,
        step: { kind: 'refit' }, // 10.11 (port/refit.ts)
        port: refitBegins(state, event.data),
      });
    }
    case 'MedBoatReturned': // Beneath the Med's port (career/med/evolve-port.ts): never in a career of The Hunted
    case 'MedCrewAdvanceChosen':
    case 'MedDecorationsAwarded':
    case 'MedPromotionRolled':
    case 'MedRefitCompleted':
    case 'MedTorpedoesLoaded':
    case 'MedNewBoatAssigned':
      return state;
  }
}

/** Rebuilds a career from its events (replay for audit, or reading a stream). */
export const fold = (events: readonly CareerEvent[], from: CareerState): CareerState =>
  events.reduce(evolve, from);
