// How an identifier the engine stores reads in English when no table names it.

/** 'electricMotor1' → 'Electric motor 1', 'UBoatHit' → 'U-boat hit': the fallback for a word no table knows. */
export function spelled(id: string): string {
  const spaced = id
    .replace(/UBoat/g, 'U-boat')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d+)$/, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A lookup in one of the game's tables, spelled out where the table does not know the value yet. */
export const named =
  (table: Readonly<Record<string, string>>) =>
  (id: string): string =>
    table[id] ?? spelled(id);

export const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
