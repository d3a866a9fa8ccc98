import { word } from '../../i18n/i18n';
import { named } from './spelled';

// How a career ends (5.1, 5.2) and why a Kommandant gets a new boat (11.4), in the game's words.

const endReason = named('endReason');

/**
 * 5.1; Beneath the Med's careers end in its own words (`medEndReason.*`: its Comandante, its submarine, its crew
 * taken prisoner, 5.1.3), the others as The Hunted's.
 */
export const endReasonName = (id: string, med: boolean): string =>
  (med ? word('medEndReason', id) : null) ?? endReason(id);

/** 5.2.2 */
export const victoryName = named('victory');

/** 11.4: why a new boat. */
export const newBoatReasonName = named('newBoatReason');
