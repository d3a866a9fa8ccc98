// Per-viewer views of a career (issue 18 §4): pure folds and redaction, next to the decider they read.
export { headlineOf } from './headline';
export type { CareerHeadline } from './headline';
export {
  foldPatrol,
  initialPatrolFold,
  isKnownCareerEvent,
  patrolViewAfter,
  patrolViewOf,
} from './patrol-view';
export type { BoatStatus, PatrolFold, PatrolView } from './patrol-view';
export type {
  DepthChargeStep,
  PatrolLog,
  ProjectedEvent,
  RollEntry,
  ShipHit,
  ShipSinking,
} from './patrol-log';
export { SEED_KEYS, secretKeys, TOKEN_KEYS, without } from './secrets';
