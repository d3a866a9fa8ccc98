/** Bots that play a career by picking among the commands pending() offers (demos, load, balance statistics). */
export { aggressive } from './aggressive';
export { cautious } from './cautious';
export { moderate } from './moderate';
export { careerMix } from './career-mix';
export { isOffered } from './offered';
export { playCareer } from './play-career';
export type { PlayedCareer, PlayOptions, StopReason } from './play-career';
export { DEFAULT_POLICY, POLICIES, POLICY_NAMES } from './policies';
export type { PolicyName } from './policies';
export { policyFrom } from './policy';
export type { Policy, Preference, Preferences, Taste } from './policy';
