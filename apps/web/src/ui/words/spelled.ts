import { word } from '../../i18n/i18n';

// How an identifier the engine stores reads when no catalogue names it.

/** 'electricMotor1' → 'Electric motor 1', 'UBoatHit' → 'U-boat hit': the fallback for a word no table knows. */
export function spelled(id: string): string {
  const spaced = id
    .replace(/UBoat/g, 'U-boat')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d+)$/, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A lookup in one of the game's tables (a catalogue family), spelled out where it does not know the value yet. */
export const named =
  (family: string) =>
  (id: string): string =>
    word(family, id) ?? spelled(id);
