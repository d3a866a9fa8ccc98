import { aggressive } from './aggressive';
import { cautious } from './cautious';
import { moderate } from './moderate';
import type { Policy } from './policy';

export const POLICY_NAMES = ['cautious', 'aggressive', 'moderate'] as const;
/** The default: `periscope simulate` and a wolfpack tournament's fill-in bots play it. */
export const DEFAULT_POLICY: PolicyName = 'moderate';
export type PolicyName = (typeof POLICY_NAMES)[number];

/** The policies by name, as the CLI and the tests pick them. */
export const POLICIES: Readonly<Record<PolicyName, Policy>> = { moderate, cautious, aggressive };
