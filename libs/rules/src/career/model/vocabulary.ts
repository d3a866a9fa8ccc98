import { RANGES, type AttackRange } from '../../charts';

// Words the state, the commands and the events share.

/** Why the patrol is aborted: the Kommandant's choice (10.9.5) or what forces it (10.9.1, 9.8.8.5, 12.1). */
export type AbortReason =
  'voluntary' | 'engineerInCommand' | 'hullHoled' | 'fuelTanks' | 'diesel' | 'randomEvent';

/** 10.9.2: back to the base the boat sailed from, or onward to the other. */
export type AbortDirection = 'back' | 'onward';

/** 14.16 Extreme range, beyond the ranges of 9.1.4. */
export const EXTREME = 'extreme';

/** The ranges of 9.1.4, and Extreme with 14.16. */
export type ApproachRange = AttackRange | typeof EXTREME;

const HUNTED_RANGES: readonly string[] = [...RANGES, EXTREME];

/** One of The Hunted's ranges (9.1.4, 14.16): a command may name Beneath the Med's standard range (7.2.1) too. */
export const isHuntedRange = (range: string): range is ApproachRange => HUNTED_RANGES.includes(range);
