import { createContext } from 'preact';

/**
 * Whose rule numbers a screen cites: The Hunted's have their titles in the reference; Beneath the Med's numbers
 * name other rules, whose titles the reference does not hold, so they are shown as numbers alone.
 */
export const Rulebook = createContext<'the-hunted' | 'beneath-the-med'>('the-hunted');

/** The rulebook a Beneath the Med boat (`med`) or The Hunted's is cited from. */
export const rulebookOf = (med: boolean): 'the-hunted' | 'beneath-the-med' =>
  med ? 'beneath-the-med' : 'the-hunted';
