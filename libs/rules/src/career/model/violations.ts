import { RuleViolation, type RuleViolationCode } from '../../errors';
import type { CareerState } from './state';

/** Throws the RuleViolation unless the career is at the step the command belongs to. */
export function requireStep(
  state: Pick<CareerState, 'step'>,
  kind: CareerState['step']['kind'],
  rule: string,
  command: string,
): void {
  if (state.step.kind !== kind) {
    throw new RuleViolation(
      rule,
      'command/not-pending',
      `${command} is not possible now (the career is at '${state.step.kind}')`,
    );
  }
}

export const violation = (rule: string, code: RuleViolationCode, message: string) =>
  new RuleViolation(rule, code, message);

/**
 * Throws unless the career is at the command's step (requireStep) and the rule allows the command there: `allowed` is
 * asked only at that step, and its refusal is the RuleViolation `refusal` names, under the same rule.
 */
export function requireAllowed(
  state: Pick<CareerState, 'step'>,
  [kind, rule, command]: readonly [CareerState['step']['kind'], string, string],
  allowed: () => boolean,
  refusal: readonly [RuleViolationCode, string],
): void {
  requireStep(state, kind, rule, command);
  if (!allowed()) throw violation(rule, ...refusal);
}

/** A rule a command would break, as plain data: pending() tests many choices, and an Error captures a stack. */
export interface RuleProblem {
  readonly rule: string;
  readonly code: RuleViolationCode;
  readonly message: string;
}

export const ruleProblem = (rule: string, code: RuleViolationCode, message: string): RuleProblem => ({
  rule,
  code,
  message,
});

/** Throws the problem, if any, as its RuleViolation. */
export function throwIf(problem: RuleProblem | null): void {
  if (problem) throw violation(problem.rule, problem.code, problem.message);
}
