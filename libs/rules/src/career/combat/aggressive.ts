import type { ChartPack } from '../../charts';
import { approachChoices } from './approach';
import { canFightOn } from './pursuit';
import type { CareerState } from '../model/state';
import { ruleProblem, type RuleProblem } from '../model/violations';
import { hasAbility } from '../options/kommandant';

// 14.15 #6 Aggressive: the Kommandant's ability that takes two combat choices away from the player.

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
