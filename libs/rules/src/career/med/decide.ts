import { BENEATH_THE_MED, rulesetOf } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { asMedState, type CareerState } from '../model/state';
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

/** A command of a Beneath the Med career: StartCareer naming the campaign, or any command once one is started. */
export const isMedCommand = (state: CareerState, command: CareerCommand): boolean =>
  command.type === 'StartCareer'
    ? command.data.campaign === BENEATH_THE_MED.id
    : playedCampaign(state) === BENEATH_THE_MED.id;

/**
 * The commands of a Beneath the Med career, as far as its rules are played, deciding the events every campaign
 * shares (CareerStarted, PatrolAssigned, TravelBoxEntered, EncounterRolled) in its words: the start (4.0-4.7, 6.6, 7.9.3), the patrol
 * assignment (6.1 step 1, 6.2-6.5), the travel boxes with their [A3] rolls (6.1 step 2, 7.2.11, 9.1) and the attack on
 * the ships met, its approach and salvo (7.2.1-7.2.3). An
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
      return [...chooseMedApproach(state, command), ...interceptionEngaged(state)] as MedEvent[];
    case 'FireTorpedoes':
      return fireMedTorpedoes(state, command, dice, pack) as MedEvent[];
    default:
      throw violation('6.1', 'command/not-pending', `${command.type} is not possible now in Beneath the Med`);
  }
}
