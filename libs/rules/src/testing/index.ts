export { DeciderSpecification, Outcome } from './decider-specification';
export type { Decider } from './decider-specification';
export { exactOdds, outliers, totalOdds } from './odds';
