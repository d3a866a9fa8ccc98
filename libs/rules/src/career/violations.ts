import { RuleViolation, type RuleViolationCode } from '../errors';
import type { CareerState } from './state';

/** Throws the RuleViolation unless the career is at the step the command belongs to. */
export function requireStep(
  state: CareerState,
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
