/** The dice tray of the career screen: every roll recorded in the events, newest first (issue 15). */
export { DiceTray, ROLL_WINDOW } from './DiceTray';
export { rollsOf } from './rolls';
export type { FoundRoll, RollGroup } from './rolls';
