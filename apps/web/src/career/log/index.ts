/** The Patrol Log Sheet (4.3) and the career summary with its tonnage chart (5.2). */
export { PatrolLogSheet } from './PatrolLogSheet';
export type { PatrolLogSheetProps } from './PatrolLogSheet';
export { CareerSummary } from './CareerSummary';
export type { CareerSummaryProps } from './CareerSummary';
export { TonnageChart } from './TonnageChart';
export { patrolLog } from './patrol-log';
export type { PatrolEntry, PatrolLogData, ShipSunkEntry } from './patrol-log';
export { csvCell, patrolLogCsv, patrolLogText } from './patrol-log-export';
