// A secret that hides a commitment (a player's dice seed, 13.1.1; the salt of a face-hidden number, 14.8.3) holds
// only if it cannot be guessed. Its format must carry at least 128 bits (32 hex digits, or 22 base64url
// characters), and its text must look drawn, not typed: "0" × 32 has the format and no entropy at all. The one
// check, for every caller (docs/games.md "Commitments hold").

/** Why a secret is refused: its format, or what its characters show. Stable: sent to clients as codes. */
export type SecretWeakness = 'format' | 'alphabet' | 'repeats' | 'sequence';

const HEX_128 = /^[0-9a-fA-F]{32,}$/;
const HEX = /^[0-9a-fA-F]+$/;
const BASE64URL_128 = /^[A-Za-z0-9_-]{22,}$/;

/**
 * Bits per character (Shannon, over the text's own characters) below which a text is not drawn at random. 32
 * random hex digits average 3.5 and 22 random base64url characters 4.1; a two-letter alphabet gives at most 1.
 */
const MIN_BITS_PER_CHARACTER = 2.5;

const holdsFormat = (s: string): boolean => HEX_128.test(s) || (BASE64URL_128.test(s) && !HEX.test(s));

function bitsPerCharacter(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

/** The text is one block written again and again (`abcabc…`, `0123456789abcdef` twice). */
function repeatsABlock(items: readonly number[]): boolean {
  for (let period = 1; period <= items.length / 2; period++)
    if (items.every((item, i) => i < period || item === items[i - period])) return true;
  return false;
}

/** Most steps from one character to the next are the same (`abcdef…`, `acegik…`): a counting, not a draw. */
function counts(s: string): boolean {
  const codes = [...s].map((c) => c.charCodeAt(0));
  const steps = new Map<number, number>();
  for (let i = 1; i < codes.length; i++) {
    const step = (codes[i] as number) - (codes[i - 1] as number);
    steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return Math.max(...steps.values()) * 2 > codes.length - 1;
}

/** What makes `secret` guessable, or null when it holds: its format, then its characters. */
export function secretWeakness(secret: unknown): SecretWeakness | null {
  if (typeof secret !== 'string' || !holdsFormat(secret)) return 'format';
  if (bitsPerCharacter(secret.toLowerCase()) < MIN_BITS_PER_CHARACTER) return 'alphabet';
  if (repeatsABlock([...secret].map((c) => c.charCodeAt(0)))) return 'repeats';
  if (counts(secret)) return 'sequence';
  return null;
}

/** What each weakness means, in a sentence a player reads. */
export const SECRET_WEAKNESSES: Readonly<Record<SecretWeakness, string>> = {
  format: 'needs at least 128 bits as written: 32 hex digits or 22 base64url characters',
  alphabet: 'uses too few different characters to have been drawn at random',
  repeats: 'is one block of characters repeated',
  sequence: 'counts up or down instead of being drawn at random',
};
