import { aggressive } from './aggressive';
import { cautious } from './cautious';
import { moderate } from './moderate';
import type { Policy } from './policy';

/** The first is the default: `periscope simulate` and a wolfpack tournament's fill-in bots play it. */
export const POLICY_NAMES = ['moderate', 'cautious', 'aggressive'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/** The policies by name, as the CLI and the tests pick them. */
export const POLICIES: Readonly<Record<PolicyName, Policy>> = { moderate, cautious, aggressive };
