import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { approachChoices } from '../combat/approach';
import type { StragglerSingledOut } from '../model/events-options';
import { canFightOn } from '../combat/pursuit';
import { identifyShip } from '../common/ships-sighted';
import { encounterOf, type CareerState } from '../model/state';
import { requireStep, ruleProblem, throwIf, type RuleProblem } from '../model/violations';
import { hasAbility } from './kommandant';
import { targetRules } from '../common/targets';

// 14.15 (and 14.13) abilities that change a procedure rather than a die-roll modifier.

/** 14.15 #6 Aggressive, E-OPT-AGGRESSIVE: every ship contact is attacked when it can be (8.2.5 no longer a choice). */
export const mustAttack = (state: CareerState, charts: ChartPack): boolean =>
  hasAbility(state, 'aggressive') && approachChoices(state, charts).length > 0;

/** 14.15 #6 Aggressive: an additional round against unescorted targets afloat whenever one is allowed (9.4.3). */
export const mustFightOn = (state: CareerState): boolean =>
  hasAbility(state, 'aggressive') && canFightOn(state);

export function aggressiveProblem(
  state: CareerState,
  charts: ChartPack,
  command: 'DeclineAttack' | 'BreakOff',
): RuleProblem | null {
  const bound = command === 'DeclineAttack' ? mustAttack(state, charts) : mustFightOn(state);
  if (!bound) return null;
  return ruleProblem(
    '14.15',
    'ability/aggressive',
    command === 'DeclineAttack'
      ? 'An aggressive Kommandant attacks every contact he can'
      : 'An aggressive Kommandant fights on against unescorted targets afloat',
  );
}

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
