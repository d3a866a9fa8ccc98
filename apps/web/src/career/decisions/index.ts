/** The decisions of the career screen: every command pending() offers, as controls (issue 15). */
export { Decisions } from './Decisions';
