// The Patrol Log Sheet (4.3) is the library's own fold of the career's events (libs/rules/src/career/views):
// the sheet, its CSV and the summary read it, and name its ids in the reader's language (crew-words.ts).
export { patrolLog } from '@periscope/rules/career/views';
export type { PatrolEntry, PatrolLogData } from '@periscope/rules/career/views';
