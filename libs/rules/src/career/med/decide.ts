import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { RuleNotImplemented } from '../../errors';
import type { CareerCommand } from '../model/commands';
import type { CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { assignMedPatrol } from './assignment';
import type { MedEvent } from './model';
import { startMedCareer } from './start';

/** A command of a Beneath the Med career: StartCareer naming the campaign, or any command once one is started. */
export const isMedCommand = (state: CareerState, command: CareerCommand): boolean =>
  state.med !== null || (command.type === 'StartCareer' && command.data.campaign === BENEATH_THE_MED.id);

/**
 * The Beneath the Med decider, as far as its rules are played: the start (4.0-4.7, 6.6, 7.9.3) and the patrol
 * assignment (6.1 step 1, 6.2-6.5). The next rule, the encounter roll of the first travel box on [A3] (6.1 step 2),
 * stops with RuleNotImplemented naming the rule and the chart it waits for.
 */
export function decideMed(
  state: CareerState,
  command: CareerCommand,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedEvent[] {
  switch (command.type) {
    case 'StartCareer':
      return startMedCareer(state, command, dice, pack);
    case 'AssignPatrol':
      return assignMedPatrol(state, command, dice, pack);
    case 'EnterNextBox':
      requireStep(state, 'underway', '6.1', 'EnterNextBox');
      medChart(pack, 'A3'); // 6.1 step 2: every box entered rolls on [A3]
      throw new RuleNotImplemented('6.1', '(Beneath the Med: travel boxes)');
    default:
      throw violation('6.1', 'command/not-pending', `${command.type} is not possible now in Beneath the Med`);
  }
}
