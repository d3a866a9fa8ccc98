/**
 * The one list of secret keys (ARCHITECTURE.md "Live views"): what a viewer may not see of any stream's events,
 * views and exports, careers and two-player games alike. Redaction drops or seals values by key, at any depth.
 */

/** The dice's seeds: a spectator sees none before the stream closes (a game's seat seed is `seed`). */
export const SEED_KEYS: readonly string[] = ['seed', 'serverSeed', 'playerSeed'];

/** A seat's token and its hash: nobody sees them, ever (L-1). */
const TOKEN_KEYS: readonly string[] = ['seatToken', 'seatTokenHash'];

const SEEDS_AND_TOKENS: readonly string[] = [...SEED_KEYS, ...TOKEN_KEYS];

/** What a viewer may not see: nobody a token; a spectator no seed until the stream is over. */
export const secretKeys = (spectator: boolean, over: boolean): readonly string[] =>
  spectator && !over ? SEEDS_AND_TOKENS : TOKEN_KEYS;

/** A copy of a JSON value without the given keys, at any depth. */
export function without(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!keys.includes(key)) copy[key] = without(v, keys);
  return copy;
}
