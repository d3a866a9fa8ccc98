/** Keys whose values are secrets before the reveal (seeds) or always (seat tokens and their hashes). */
export const SEED_KEYS: readonly string[] = ['serverSeed', 'playerSeed'];
export const TOKEN_KEYS: readonly string[] = ['seatToken', 'seatTokenHash'];

/** A copy of a JSON value without the given keys, at any depth. */
export function without(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!keys.includes(key)) copy[key] = without(v, keys);
  return copy;
}
