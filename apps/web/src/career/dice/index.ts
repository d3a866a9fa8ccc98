/** The dice tray of the career screen: every roll recorded in the events, newest first. */
export { DiceTray } from './DiceTray';
export { purposeName, rollsOf } from './rolls';
