import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { singleOutStraggler } from './abilities';
import { chooseEvasiveManoeuvre } from './evasive-manoeuvres';
import { attackWithNibelung } from './nibelung';
import { acceptReplenishment, declineReplenishment } from './replenishment';
import type { CareerState } from '../model/state';

/** The commands of the optional rules (14.8, 14.9, 14.12, 14.15 #15). */
export type OptionalRuleCommand = Extract<
  CareerCommand,
  {
    type:
      | 'ChooseEvasiveManoeuvre'
      | 'AcceptReplenishment'
      | 'DeclineReplenishment'
      | 'AttackWithNibelung'
      | 'SingleOutStraggler';
  }
>;

export function optionalRuleCommand(
  state: CareerState,
  command: OptionalRuleCommand,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  switch (command.type) {
    case 'ChooseEvasiveManoeuvre':
      return chooseEvasiveManoeuvre(state, command, dice, charts);
    case 'AcceptReplenishment':
      return acceptReplenishment(state, dice, charts);
    case 'DeclineReplenishment':
      return declineReplenishment(state);
    case 'AttackWithNibelung':
      return attackWithNibelung(state);
    case 'SingleOutStraggler':
      return singleOutStraggler(state, dice, charts);
  }
}
