import { BENEATH_THE_MED, rulesetOf } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { asMedState, type CareerState, type MedState } from '../model/state';
import { violation } from '../model/violations';
import { assignMedPatrol } from './assignment';
import { playedCampaign } from '../common/campaign';
import type { CareerEvent } from '../model/events';

type MedEvent = CareerEvent<'beneath-the-med'>;
import { startMedCareer } from './start';
import { enterMedBoxOnMission } from './missions/mission-box';
import { interceptionEngaged } from './missions/interception-box';
import {
  attachSlcs,
  detonateSlcs,
  launchSlcs,
  penetrateHarbour,
  rollFrogmenFate,
} from './missions/slc-attack';
import { chooseMedApproach, fireMedTorpedoes } from './attack';
import { chooseCrewAdvance } from './crew-advance';
import { loadMedTorpedoes } from './torpedo-loading';
import { requestMedNewBoat } from './new-boat';
import { evolveMed } from './evolve';
import { medAutomaticStep } from './port';
import { fireMedAntiAircraft, holdMedFire } from './anti-aircraft';
import { useLuckToken } from './random-event';
import { evadeMedEscorts, medDepthChargeStep } from './escorts';
import { endMedRound, fireMedDeckGun, letMedShipsPass, medRoundOver } from './deck-gun';
import { medAircraftStep } from './air-attack';
import { medBreakOff, medExtraRound, medRoundOverStep } from './rounds';
import { chooseMedEvasiveManoeuvre } from './evasive-manoeuvres';
import { aircraftQualityAfterAa } from './aircraft-quality';
import { rollInitiativeAgain, submarineReplies, withdrawFromSubmarine, withSubmarine } from './submarine';
import { medScuttle, medScuttledAtSea } from './scuttle';
import { medFollow } from './follow';

/** A command of a Beneath the Med career: StartCareer naming the campaign, or any command once one is started. */
export const isMedCommand = (state: CareerState, command: CareerCommand): boolean =>
  command.type === 'StartCareer'
    ? command.data.campaign === BENEATH_THE_MED.id
    : playedCampaign(state) === BENEATH_THE_MED.id;

/**
 * The commands of a Beneath the Med career, as far as its rules are played, deciding the events every campaign
 * shares (CareerStarted, PatrolAssigned, TravelBoxEntered, EncounterRolled) in its words: the start (4.0-4.7, 6.6, 7.9.3), the patrol
 * assignment (6.1 step 1, 6.2-6.5), the travel boxes with their [A3] rolls (6.1 step 2, 7.2.11, 9.1) and the attack on
 * the ships met, its approach and salvo (7.2.1-7.2.3), the AA against an attacking aircraft and its attacks (7.3.3-7.3.4) and the
 * "In bocca al lupo" token (9.2). An
 * encounter blocks the career at the rule that resolves it, which then fails with RuleNotImplemented.
 */
export function decideMed(
  career: CareerState,
  command: CareerCommand,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedEvent[] {
  const state = asMedState(career);
  if (state.career) rulesetOf(state.career.campaign); // a ruleset this engine does not hold fails loudly
  const events = commanded(state, command, dice, pack);
  return command.type === 'StartCareer' ? events : [...events, ...automatic(state, events, dice, pack)];
}

const MAX_AUTOMATIC = 50; // a hunt's rounds wait for the player's dive (7.2.6); the port's steps are a handful

/**
 * The steps no one decides, in the command that leads to them: the escorts' depth charges and each hit (7.2.5), the
 * aircraft's attacks, their hits and its shadowing (7.3.3), the flooding check (7.5.2), the return to port, the refit and the career's end (6.1 step 3, 5.1).
 */
function automatic(
  state: MedState,
  events: readonly MedEvent[],
  dice: DiceSource,
  pack: MedChartPack,
): MedEvent[] {
  let folded = events.reduce((s, e) => evolveMed(s, e), state);
  const more: MedEvent[] = [];
  for (let n = 0; n < MAX_AUTOMATIC; n++) {
    const next = automaticStep(folded, dice, pack);
    if (next.length === 0) return more;
    more.push(...next);
    folded = next.reduce((s, e) => evolveMed(s, e), folded);
  }
  throw new RangeError(`more than ${MAX_AUTOMATIC} automatic steps in a row`);
}

function automaticStep(state: MedState, dice: DiceSource, pack: MedChartPack): MedEvent[] {
  if (state.step.kind === 'depthCharges')
    return medDepthChargeStep(state, dice, pack) as unknown as MedEvent[];
  if (state.step.kind === 'firing')
    return withSubmarine(state)
      ? (submarineReplies(state, dice, pack) as MedEvent[]) // 7.2.10.3-7.2.10.4
      : (medRoundOver(state, dice, pack) as MedEvent[]); // 7.2.3: nothing more to fire
  if (state.step.kind === 'aircraft') return medAircraftStep(state, dice, pack) as MedEvent[]; // 7.3.3
  if (state.step.kind === 'combatRoundOver') return medRoundOverStep(state, pack); // 7.2.7
  if (state.step.kind === 'scuttling')
    return (
      state.step.rule === '7.5.3' ? medScuttledAtSea(state, dice) : [medScuttle(state, dice)]
    ) as MedEvent[]; // 7.6.3
  return medAutomaticStep(state, dice, pack);
}

function commanded(
  state: MedState,
  command: CareerCommand,
  dice: DiceSource,
  pack: MedChartPack,
): MedEvent[] {
  switch (command.type) {
    case 'StartCareer':
      return startMedCareer(state, command, dice, pack);
    case 'AssignPatrol':
      return assignMedPatrol(state, command, dice, pack);
    case 'EnterNextBox': // 6.1 step 2, a special mission's boxes by its plug-in (6.7)
      return enterMedBoxOnMission(state, dice, pack);
    case 'LaunchSlcs': // 6.7.5.1-6.7.5.5: the S.L.C. attack's steps
      return launchSlcs(state, command, dice, pack);
    case 'PenetrateHarbour':
      return penetrateHarbour(state, dice, pack);
    case 'AttachSlcs':
      return attachSlcs(state, command);
    case 'DetonateSlcs':
      return detonateSlcs(state, dice, pack);
    case 'RollFrogmenFate':
      return rollFrogmenFate(state, command.data.skip === true, dice, pack);
    case 'ChooseApproach': // 6.7.4: engaging the intercepted ships accomplishes the mission
      return [...chooseMedApproach(state, command, dice, pack), ...interceptionEngaged(state)] as MedEvent[];
    case 'EvadeEscorts':
      return evadeMedEscorts(state, command, dice, pack) as unknown as MedEvent[];
    case 'ChooseEvasiveManoeuvre': // 11.3
      return chooseMedEvasiveManoeuvre(state, command, dice, pack) as unknown as MedEvent[];
    case 'FireTorpedoes':
      return fireMedTorpedoes(state, command, dice, pack) as MedEvent[];
    case 'FireDeckGun': // 7.2.3.2
      return fireMedDeckGun(state, command, dice, pack) as MedEvent[];
    case 'EndRound': // 7.2.3
      return endMedRound(state, dice, pack) as MedEvent[];
    case 'DeclineAttack': // 7.2.3: the ships pass
      return letMedShipsPass(state);
    case 'ChooseCrewAdvance':
      return chooseCrewAdvance(state, command);
    case 'RequestNewUBoat': // 8.3: a "New Sub" marker spent
      return requestMedNewBoat(state, command, pack);
    case 'LoadTorpedoes': // 4.5 step 3
      return loadMedTorpedoes(state, command, dice, pack);
    case 'StaySurfaced': // 7.3.3-7.3.4: fire the AA; 11.5: then the aircraft's quality
      return [
        ...fireMedAntiAircraft(state, dice, pack),
        ...aircraftQualityAfterAa(state, dice),
      ] as MedEvent[];
    case 'Dive': // 7.3.3: hold fire; 11.5: then the aircraft's quality
      return [...holdMedFire(state), ...aircraftQualityAfterAa(state, dice)] as MedEvent[];
    case 'AdditionalRound': // 7.2.10.4: the initiative again; 7.2.7: an extra round against the unescorted ship
      return state.step.kind === 'submarine'
        ? (rollInitiativeAgain(state, dice) as MedEvent[])
        : (medExtraRound(state, dice, pack) as unknown as MedEvent[]);
    case 'BreakOff': // 7.2.10: withdraw from the enemy submarine; 7.2.7: let the ship go
      return state.step.kind === 'submarine'
        ? (withdrawFromSubmarine(state, dice, pack) as MedEvent[])
        : medBreakOff(state);
    case 'Follow': // 7.4
      return medFollow(state, command, dice, pack) as MedEvent[];
    case 'UseRandomEventToken': // 9.2, Q-BTM-LUPO
      return useLuckToken(state, command, dice, pack);
    default:
      throw violation('6.1', 'command/not-pending', `${command.type} is not possible now in Beneath the Med`);
  }
}
