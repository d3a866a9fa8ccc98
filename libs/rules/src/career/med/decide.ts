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
import { enterMedBox } from './travel';
import { chooseMedApproach, fireMedTorpedoes } from './attack';
import { chooseCrewAdvance } from './crew-advance';
import { evolveMed } from './evolve';
import { medAutomaticStep } from './port';

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
  const events = commanded(state, command, dice, pack);
  return command.type === 'StartCareer' ? events : [...events, ...automatic(state, events, dice, pack)];
}

const MAX_AUTOMATIC = 20; // the port's steps and the end: a handful at most

/** The automatic steps that follow a command: the return to port, the refit, the career's end (6.1 step 3, 5.1). */
function automatic(
  state: MedState,
  events: readonly MedEvent[],
  dice: DiceSource,
  pack: MedChartPack,
): MedEvent[] {
  let folded = events.reduce((s, e) => evolveMed(s, e), state);
  const more: MedEvent[] = [];
  for (let n = 0; n < MAX_AUTOMATIC; n++) {
    const next = medAutomaticStep(folded, dice, pack);
    if (next.length === 0) return more;
    more.push(...next);
    folded = next.reduce((s, e) => evolveMed(s, e), folded);
  }
  throw new RangeError(`more than ${MAX_AUTOMATIC} automatic steps in a row`);
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
    case 'EnterNextBox':
      return enterMedBox(state, dice, pack);
    case 'ChooseApproach':
      return chooseMedApproach(state, command) as MedEvent[];
    case 'FireTorpedoes':
      return fireMedTorpedoes(state, command, dice, pack) as MedEvent[];
    case 'ChooseCrewAdvance':
      return chooseCrewAdvance(state, command);
    default:
      throw violation('6.1', 'command/not-pending', `${command.type} is not possible now in Beneath the Med`);
  }
}
