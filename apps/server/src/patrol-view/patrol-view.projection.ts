// The patrol view's fold lives beside the career decider (libs/rules/src/career/views/patrol-view.ts, issue 18 §4).
export {
  patrolViewAfter,
  patrolViewOf,
  type PatrolFold,
  type PatrolView,
} from '@periscope/rules/career/views';
