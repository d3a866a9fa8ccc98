import { word } from '../../i18n/i18n';

// How an identifier the engine stores reads when no catalogue names it.

/** The places an identifier may name: the game writes them with a capital, spelled out or not (7.0, 8.0). */
const PLACES =
  /\b(atlantic|arctic|caribbean|mediterranean|biscay|gibraltar|penang|norway|france|germany|australia)\b/g;

/**
 * 'electricMotor1' → 'Electric motor 1', 'UBoatHit' → 'U-boat hit', 'groupInBiscay' → 'Group in Biscay': the
 * fallback for a word no table knows.
 */
export function spelled(id: string): string {
  const spaced = id
    .replace(/UBoat/g, 'U-boat')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d+)$/, '$1 $2')
    .toLowerCase()
    .replace(PLACES, (place) => place.charAt(0).toUpperCase() + place.slice(1));
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A lookup in one of the game's tables (a catalogue family), spelled out where it does not know the value yet. */
export const named =
  (family: string) =>
  (id: string): string =>
    word(family, id) ?? spelled(id);
