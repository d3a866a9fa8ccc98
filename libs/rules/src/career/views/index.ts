// Per-viewer views of a career: pure folds and redaction, next to the decider they read.
export { headlineOf } from './headline';
export type { CareerHeadline } from './headline';
export { foldPatrol, initialPatrolFold, patrolViewAfter, patrolViewOf } from './patrol-view';
export type { PatrolFold, PatrolView } from './patrol-view';
export { SEED_KEYS, secretKeys, without } from './secrets';
export type * from './log-sheet';
