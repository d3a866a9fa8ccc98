import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { singleOutStraggler } from './abilities';
import { attackWithNibelung } from './nibelung';
import { acceptReplenishment, declineReplenishment } from './replenishment';
import type { CareerState } from '../model/state';

/** The commands of the optional rules (14.9, 14.12, 14.15 #15; the 14.8 evasive manoeuvre is a combat command). */
export type OptionalRuleCommand = Extract<
  CareerCommand,
  {
    type: 'AcceptReplenishment' | 'DeclineReplenishment' | 'AttackWithNibelung' | 'SingleOutStraggler';
  }
>;

export function optionalRuleCommand(
  state: CareerState,
  command: OptionalRuleCommand,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  switch (command.type) {
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
