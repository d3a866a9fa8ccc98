export { deepFreeze, DeciderSpecification } from './decider-specification';
export { exactOdds, outliers, totalOdds } from './odds';
export { medStartCommand } from './med-start';
