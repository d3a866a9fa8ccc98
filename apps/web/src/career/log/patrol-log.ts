// The Patrol Log Sheet (4.3) is the library's own fold of the career's events (libs/rules/src/career/views),
// imported by its own file so that the first load carries no engine: the sheet, its CSV and the summary read it,
// and name its ids in the reader's language (crew-words.ts).
export { patrolLog } from '@periscope/rules/career/views/log-sheet-log';
export type { PatrolEntry, PatrolLogData } from '@periscope/rules/career/views/log-sheet';
