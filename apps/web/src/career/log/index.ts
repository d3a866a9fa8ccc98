/** The Patrol Log Sheet (4.3) and the career summary with its tonnage chart (5.2). */
export { PatrolLogSheet } from './PatrolLogSheet';
export { CareerSummary } from './CareerSummary';
export { TonnageChart } from './TonnageChart';
