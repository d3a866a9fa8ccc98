import type { CareerCommand } from '../model/commands';
import type { NibelungUsed } from '../model/events-options';
import { boatOf, careerOf, encounterOf, type CareerState } from '../model/state';
import { ruleProblem, throwIf, type RuleProblem } from '../model/violations';

// 14.12 Type XXI active sonar "Nibelung": for one combat, +1 on every [E2] and −1 on [U1] for homing torpedoes.

type ApproachData = Extract<CareerCommand, { type: 'ChooseApproach' }>['data'];

/** Why the Nibelung cannot be switched on now, or null: a Type XXI, before the attack, sonar working (14.12). */
export function nibelungProblem(state: CareerState): RuleProblem | null {
  const career = careerOf(state);
  if (!career.options.nibelung || career.uboatType !== 'XXI')
    return ruleProblem('14.12', 'options/not-in-play', 'The Nibelung is an option of the Type XXI');
  const submarine = state.step.kind === 'submarine' && encounterOf(state).submarine?.phase === 'attack';
  const inPlay = state.step.kind === 'shipsSighted' || submarine;
  if (!inPlay || encounterOf(state).approach !== null || state.optional.nibelung)
    return ruleProblem('14.12', 'command/not-pending', 'The Nibelung is chosen once, before the attack');
  // 14.12: it replaces the hydrophones for all purposes, damage included.
  if (boatOf(state).damagedSystems.includes('hydrophones'))
    return ruleProblem('14.12', 'options/not-in-play', 'The Nibelung (the hydrophones box) is damaged');
  return null;
}

export function attackWithNibelung(state: CareerState): NibelungUsed[] {
  throwIf(nibelungProblem(state));
  return [{ type: 'NibelungUsed', data: {} }];
}

/** E-OPT-NIBELUNG: pinging with the sonar, the boat attacks submerged. */
export const nibelungApproachProblem = (state: CareerState, data: ApproachData): RuleProblem | null =>
  state.optional.nibelung && data.attack !== 'submerged'
    ? ruleProblem('14.12', 'approach/surfaced-not-allowed', 'With the Nibelung the boat attacks submerged')
    : null;
