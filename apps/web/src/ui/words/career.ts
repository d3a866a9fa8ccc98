import { named } from './spelled';

// How a career ends (5.1, 5.2) and why a Kommandant gets a new boat (11.4), in the game's words.

/** 5.1 */
export const endReasonName = named('endReason');

/** 5.2.2 */
export const victoryName = named('victory');

/** 11.4: why a new boat. */
export const newBoatReasonName = named('newBoatReason');
