import { SPECTATOR, type ViewerRole } from './view-policy';

/** Keys whose values are secrets before the reveal (seeds) or always (seat tokens and their hashes). */
export const SEED_KEYS: readonly string[] = ['serverSeed', 'playerSeed'];
export const TOKEN_KEYS: readonly string[] = ['seatToken', 'seatTokenHash'];

const SEEDS_AND_TOKENS: readonly string[] = [...SEED_KEYS, ...TOKEN_KEYS];

/**
 * What a viewer of a career may not see, live or over HTTP (L-1): nobody a token or its hash; a spectator no
 * seed until the career has ended (GET /careers/:id/seed reveals both seeds then).
 */
export const careerHides = (role: ViewerRole, ended: boolean): readonly string[] =>
  role === SPECTATOR && !ended ? SEEDS_AND_TOKENS : TOKEN_KEYS;

/**
 * What an export (anyone may read it) seals while the career runs: what a spectator does not see (L-1), each value
 * written `"sealed"` in its place so that the chain and the replay still hold (E-AUDIT-SEALED-VALUE).
 */
export const careerExportSeals = (ended: boolean): readonly string[] => careerHides(SPECTATOR, ended);

/** A copy of a JSON value without the given keys, at any depth. */
export function without(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!keys.includes(key)) copy[key] = without(v, keys);
  return copy;
}
