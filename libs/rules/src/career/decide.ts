import { defaultChartPack, type ChartPack } from '../charts';
import type { DiceSource } from '../dice';
import { RuleNotImplemented } from '../errors';
import { abortPatrol, aborting, homeReached, passShips, patrolShare } from './damage/abort';
import { airCombatStep, dive, staySurfaced } from './combat/air/aircraft';
import { chooseApproach } from './combat/approach';
import { endCareer } from './port/victory';
import { pending } from './pending';
import { assertCommandShape } from './command-shape';
import type { CareerCommand } from './model/commands';
import { depthChargeStep, evadeEscorts } from './combat/escorts';
import type { CareerEvent } from './model/events';
import { evolve } from './evolve';
import { assignPatrol } from './patrol/patrol-assignment';
import { periscopeCheck } from './combat/periscope-failure';
import { keepNewUBoatRequest, requestNewUBoat } from './port/reassignment';
import { refitStep } from './port/refit';
import { additionalRound, breakOff, follow, reloadTubes, roundOverStep } from './combat/pursuit';
import { afloat, endRound, fireDeckGun, fireTorpedoes, unescortedRoundOver } from './combat/salvo';
import { capitalShipAlreadySunk, identifyShips, rollTimeOfDay } from './common/ships-sighted';
import { declineAttack, switchToNight } from './combat/sighting-choices';
import { startCareer } from './port/start-career';
import { decideMed, isMedCommand } from './med/decide';
import type { CareerState, Encounter, Patrol } from './model/state';
import { enemyFires, meetSubmarine } from './combat/submarine';
import { useRandomEventToken } from './patrol/hals-und-beinbruch';
import { rollAgainIfHarmed } from './reroll';
import { randomEventStep } from './patrol/random-events';
import { damageControl } from './damage/damage-control';
import { damageControlOwed } from './damage/repairs';
import { scuttle } from './damage/scuttle';
import { enterNextBox, rollEncounter } from './patrol/travel';
import { requireStep, throwIf, violation } from './model/violations';
import { aggressiveProblem } from './combat/aggressive';
import { optionalRuleCommand } from './options/commands';
import { chooseEvasiveManoeuvre } from './combat/evasive-manoeuvres';
import { standardRange } from './options/extreme-range';
import { nameWolfpack } from './options/history';
import { replenishmentChance } from './options/replenishment';
import {
  finalBoxOperation,
  replenishmentCommand,
  replenishmentMission,
  replenishmentStep,
  tankerPatrolSuccess,
} from './special/replenishment-mission';
import { targetRules } from './common/targets';
import { treatWound } from './damage/doctor';
import {
  holdOrResume,
  isTournamentCommand,
  requirePlayNotHeld,
  type TournamentCommand,
} from './special/tournament-hold';
import {
  packCommand,
  packFollowChoices,
  packMusterStep,
  tournamentStartProblem,
} from './special/wolfpack-battle';

/**
 * The career decider: the events a command causes, then every automatic step that follows (encounter rolls,
 * identification, day or night, aircraft combat) until the next decision is the player's. Throws RuleViolation for
 * a command the rules forbid now, RuleNotImplemented where a rule is not played yet; the state is never changed by
 * a throw.
 */
export function decide(
  state: CareerState,
  command: CareerCommand,
  dice: DiceSource,
  charts: ChartPack = defaultChartPack,
): CareerEvent[] {
  assertCommandShape(command);
  if (isTournamentCommand(command)) return holdOrResume(state, command); // T-PAUSE
  requirePlayNotHeld(state, command);
  if (state.step.kind === 'blocked') {
    const { rule, reason, missing } = state.step;
    throw new RuleNotImplemented(rule, reason, missing);
  }
  if (state.step.kind === 'ended')
    throw violation('5.1', 'career/ended', `The career is over: ${state.step.reason}`);
  // career/med: its charts; the decider's events are typed as The Hunted's, a career of either campaign folds them
  if (isMedCommand(state, command)) return decideMed(state, command, dice) as unknown as CareerEvent[];
  const events = rollAgainIfHarmed(state, (s) => handle(s, command, dice, charts)); // E-HALS
  return continueAutomatically(events.reduce(evolve, state), events, dice, charts);
}

function handle(
  state: CareerState,
  command: Exclude<CareerCommand, TournamentCommand>,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  switch (command.type) {
    case 'StartCareer':
      throwIf(tournamentStartProblem(command)); // 13.5.2
      return startCareer(state, command, dice, charts);
    case 'AssignPatrol': {
      const assigned = assignPatrol(state, command, dice, charts);
      // 14.5; 11.4.10: a tanker's patrol is a replenishment mission.
      return [
        ...assigned,
        ...nameWolfpack(state, assigned, dice, charts),
        ...replenishmentMission(state, assigned, charts),
      ];
    }
    case 'EnterNextBox':
      return enterNextBox(state, command, dice, charts);
    case 'DeclineAttack':
      throwIf(aggressiveProblem(state, charts, 'DeclineAttack')); // 14.15 #6
      return declineAttack(state);
    case 'SwitchToNight':
      return switchToNight(state, dice, charts);
    case 'StaySurfaced':
      return staySurfaced(state);
    case 'Dive':
      return dive(state);
    case 'ChooseApproach':
      requireApproachStep(state);
      return chooseApproach(state, command, dice, charts);
    case 'FireTorpedoes':
      return fireTorpedoes(state, command, dice, charts);
    case 'FireDeckGun':
      return fireDeckGun(state, command, dice, charts);
    case 'EndRound':
      return endRound(state);
    case 'EvadeEscorts':
      return evadeEscorts(state, command, dice, charts);
    case 'AdditionalRound':
      if (!submarinePhase(state, 'exchanged'))
        requireStep(state, 'combatRoundOver', '9.4.3', 'AdditionalRound');
      return additionalRound(state, dice, charts);
    case 'JoinWolfpackAttack':
    case 'PursueOwnContact':
    case 'OpenPackRound':
    case 'DismissPack':
      return packCommand(state, command, dice, charts); // 13.5.4, 13.5.5
    case 'Follow':
      if (packFollowChoices(state)) return packCommand(state, command, dice, charts); // 13.5.5
      requireStep(state, 'combatRoundOver', '9.7.1', 'Follow');
      return follow(state, command, dice, charts);
    case 'AbortPatrol':
      return abortPatrol(state, command);
    case 'UseRandomEventToken':
      return useRandomEventToken(state, command);
    case 'DoctorTreatsWound':
      return treatWound(state, command, dice); // 11.1
    case 'BreakOff':
      if (!canBreakOff(state))
        throw violation('9.0', 'command/not-pending', 'Break off after a round, or from a submarine (9.9)');
      throwIf(aggressiveProblem(state, charts, 'BreakOff')); // 14.15 #6
      return breakOff();
    case 'RequestNewUBoat':
      return requestNewUBoat(state, command, dice, charts);
    case 'KeepNewUBoatRequest':
      return keepNewUBoatRequest(state);
    case 'UseSparePart':
    case 'KeepSparePart':
    case 'TransferOwnFuel':
    case 'KeepOwnFuel':
      return replenishmentCommand(state, command, charts); // 11.4.10.3, 11.4.10.4
    case 'ChooseEvasiveManoeuvre': // 14.8
      return chooseEvasiveManoeuvre(state, command, dice, charts);
    case 'ChooseCrewAdvance': // Beneath the Med 7.7.1: The Hunted's crew improvement is rolled (11.1)
      throw violation('11.1', 'command/not-pending', 'The crew improvement is rolled at the refit (11.1)');
    case 'LoadTorpedoes': // Beneath the Med 4.5 step 3: The Hunted's torpedoes are chosen at the start (4.5)
      throw violation('4.5', 'command/not-pending', 'G7e are asked for at a refit in Beneath the Med only');
    case 'LaunchSlcs':
    case 'PenetrateHarbour':
    case 'AttachSlcs':
    case 'DetonateSlcs':
    case 'RollFrogmenFate':
      throw violation('6.0', 'command/not-pending', `${command.type} is Beneath the Med's S.L.C. attack`);
    default:
      return optionalRuleCommand(state, command, dice, charts);
  }
}

const submarinePhase = (state: CareerState, phase: 'attack' | 'exchanged') =>
  state.step.kind === 'submarine' && state.encounter?.submarine?.phase === phase;

function requireApproachStep(state: CareerState): void {
  if (!submarinePhase(state, 'attack')) requireStep(state, 'shipsSighted', '9.0', 'ChooseApproach');
}

/** 9.0: after a round; 9.9.3, 9.9.5: from a submarine at any time it may be withdrawn from. */
const canBreakOff = (state: CareerState): boolean =>
  state.step.kind === 'combatRoundOver' ||
  state.step.kind === 'submarine' ||
  (state.step.kind === 'firing' && state.encounter?.submarine !== null);

function continueAutomatically(
  state: CareerState,
  events: CareerEvent[],
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const step = (s: CareerState) => automaticStep(s, dice, charts);
  for (let next = rollAgainIfHarmed(state, step); next.length > 0; next = rollAgainIfHarmed(state, step)) {
    for (const event of next) {
      events.push(event);
      state = evolve(state, event);
    }
  }
  return events;
}

/**
 * The next step no one decides: identification (8.3), day/night (8.4), aircraft combat (9.8), depth charges (9.6),
 * the end of a round, the box's next [E1] roll, the patrol's end.
 */
function automaticStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  switch (state.step.kind) {
    case 'aircraft':
      return airCombatStep(state, dice, charts);
    case 'identifying':
      return identify(state, dice, charts);
    case 'depthCharges':
      return depthChargeStep(state, dice, charts);
    case 'firing':
      if (state.encounter?.submarine) return submarineReplies(state, dice, charts);
      return nothingToFire(state, charts)
        ? [{ type: 'CombatRoundEnded', data: { rule: '9.4.3' } }]
        : unescortedRoundOver(state, charts);
    case 'combatRoundOver':
      // 9.7.3, 10.8, E-REPAIR-TIMING: repairs before a follow is offered.
      return damageControlOwed(state) ? damageControl(state, dice, charts) : roundOverStep(state);
    case 'shipsSighted':
      return aborting(state) ? [passShips(state)] : periscopeCheck(state, dice, charts); // 10.9.4, [R2] 4
    case 'repairing':
      return damageControl(state, dice, charts);
    case 'scuttling':
      return [scuttle(state, dice)];
    case 'underway':
      return underway(state, dice, charts);
    case 'randomEvent':
      return randomEventStep(state, dice, charts);
    case 'replenishing':
      return replenishmentStep(state, dice, charts); // 11.4.10
    case 'refit':
      return refitStep(state, dice, charts);
    case 'ending':
      return endCareer(state);
    default:
      return [];
  }
}

/**
 * E-NOTHING-TO-FIRE: vs escorts that missed the boat (E-ARRIVED) a boat with no torpedo ready in a working tube and
 * no gun it may use ends the round: it may then break off, try an additional round or follow (9.4.3, 9.7).
 */
const nothingToFire = (state: CareerState, charts: ChartPack): boolean =>
  state.encounter?.escorted === true && pending(state, charts).commands.length === 0;

/** 8.3, 8.4: the ships met and the time of day; a submarine's identity and initiative (9.9.1-9.9.2). */
function identify(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const kind = (state.encounter as Encounter).kind;
  if (kind === 'submarine') return meetSubmarine(state, dice, charts);
  const identified = identifyShips(kind, dice, charts, targetRules(state));
  const gone = capitalShipAlreadySunk(state, identified, charts); // [T5]: no encounter
  return gone ? [identified, gone] : [identified, rollTimeOfDay(state, dice, charts)];
}

/** 9.9.4-9.9.5: after the boat's salvo the submarine is sunk, or fires back at the same range. */
function submarineReplies(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const encounter = state.encounter as Encounter;
  if (encounter.firedThisRound.length === 0) return [];
  if (afloat(encounter).length === 0)
    return [{ type: 'EncounterEnded', data: { rule: '9.9.4', reason: 'targetsGone' } }];
  return enemyFires(dice, charts, standardRange(encounter.approach?.range ?? 'medium'));
}

/** Reload after an encounter (9.2.10), the box's next [E1] roll, the patrol's end (7.5). */
function underway(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const reload = reloadTubes(state);
  if (reload.length > 0) return reload;
  const patrol = state.patrol as Patrol;
  const finalBox = finalBoxOperation(state, dice); // 11.4.10.2
  if (finalBox.length > 0) return finalBox;
  const muster = packMusterStep(state, dice, charts); // 13.5.3, 13.5.5
  if (muster.length > 0) return muster;
  if (patrol.rollsLeft > 0) return [rollEncounter(state, dice, charts)];
  const replenishment = replenishmentChance(state, dice, charts); // 14.9
  if (replenishment.length > 0) return replenishment;
  if (homeReached(patrol)) {
    // 7.5: the last box entered and resolved; success = a ship sunk, or on a special mission the mission (7.4.5).
    const missionAccomplished = patrol.mission ? patrol.missionAccomplished : null;
    const success = tankerPatrolSuccess(state) ?? missionAccomplished ?? patrol.shipsSunk > 0; // 11.4.10.6
    const aborted = patrol.abort !== null; // 10.9.5: aborting alone does not fail the patrol
    const data = {
      number: patrol.number,
      shipsSunk: patrol.shipsSunk,
      success,
      missionAccomplished,
      aborted,
      patrolShare: patrolShare(patrol),
    };
    return [{ type: 'PatrolCompleted', data }];
  }
  return [];
}
