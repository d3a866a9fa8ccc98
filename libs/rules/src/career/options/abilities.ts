import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { StragglerSingledOut } from '../model/events-options';
import { identifyShip } from '../common/ships-sighted';
import { encounterOf, type CareerState } from '../model/state';
import { requireStep, ruleProblem, throwIf } from '../model/violations';
import { hasAbility } from './kommandant';
import { targetRules } from '../common/targets';

// 14.15 (and 14.13) abilities that change a procedure rather than a die-roll modifier (Aggressive, a combat
// choice, is in combat/aggressive.ts).

/** 14.15 #15 Straggler killer: a convoy just sighted, not yet attacked, once per patrol (E-OPT-STRAGGLER). */
export const canSingleOutStraggler = (state: CareerState): boolean =>
  hasAbility(state, 'stragglerKiller') &&
  !state.optional.stragglerSingledOut &&
  state.step.kind === 'shipsSighted' &&
  encounterOf(state).kind === 'convoy' &&
  encounterOf(state).approach === null;

/** 14.15 #15: the convoy is let go for one unescorted ship, identified as in 8.3. */
export function singleOutStraggler(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): StragglerSingledOut[] {
  requireStep(state, 'shipsSighted', '14.15', 'SingleOutStraggler');
  throwIf(
    canSingleOutStraggler(state)
      ? null
      : ruleProblem('14.15', 'options/not-in-play', 'A Straggler killer, vs a convoy, once per patrol'),
  );
  return [{ type: 'StragglerSingledOut', data: { ship: identifyShip(dice, charts, targetRules(state)) } }];
}
