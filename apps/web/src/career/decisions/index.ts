/** The decisions of the career screen: every command pending() offers, as controls. */
export { Decisions } from './Decisions';
