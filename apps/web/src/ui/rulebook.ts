import { createContext } from 'preact';

/**
 * Whose rule numbers a screen cites: The Hunted's have their titles in the reference; Beneath the Med's numbers
 * name other rules, whose titles the reference does not hold, so they are shown as numbers alone.
 */
export const Rulebook = createContext<'the-hunted' | 'beneath-the-med'>('the-hunted');
