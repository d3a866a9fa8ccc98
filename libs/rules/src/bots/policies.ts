import { aggressive } from './aggressive';
import { cautious } from './cautious';
import type { Policy } from './policy';

export const POLICY_NAMES = ['cautious', 'aggressive'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/** The policies by name, as the CLI and the tests pick them. */
export const POLICIES: Readonly<Record<PolicyName, Policy>> = { cautious, aggressive };
