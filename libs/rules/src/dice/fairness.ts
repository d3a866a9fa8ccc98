import { createHash } from 'node:crypto';
import { DiceRoll, facesProblem, isDiceKind } from './dice';
import { DiceSeeds, seededRoll } from './seeded-dice';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the first event publishes: sha256(UTF-8 serverSeed), lowercase hex. The seed is revealed when the stream closes. */
export const commitment = (serverSeed: string): string => sha256(serverSeed);

export const verifyCommitment = (serverSeed: string, published: string): boolean =>
  commitment(serverSeed) === published.toLowerCase();

/**
 * The player seed of a stream both seats contribute to (two-player game, 13.1):
 * sha256( sort([sha256(seedA), sha256(seedB)]).join(':') ), lowercase hex throughout.
 * Symmetric: it does not matter which seat is passed first, and hashing first makes any seed text unambiguous.
 * The server commits to its seed before either player sends his, so no single party can steer the dice.
 */
export function combinePlayerSeeds(seedA: string, seedB: string): string {
  if (seedA === '' || seedB === '') throw new TypeError('Both player seeds must be non-empty');
  return sha256([sha256(seedA), sha256(seedB)].sort().join(':'));
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly mismatch: string };

const ok: Verdict = { ok: true };
const mismatch = (text: string): Verdict => ({ ok: false, mismatch: text });

/** Recompute a stored roll from its seeds and nonce; the purpose is not checked (it is not hashed). */
export function verifyRoll({ roll, ...seeds }: DiceSeeds & { readonly roll: DiceRoll }): Verdict {
  const { kind, nonce, faces, value } = roll;
  if (!isDiceKind(kind)) return mismatch(`unknown dice kind ${JSON.stringify(kind)}`);
  if (!Number.isSafeInteger(nonce) || nonce < 0) return mismatch(`bad nonce ${nonce}`);
  if (!Array.isArray(faces)) return mismatch(`nonce ${nonce}: faces missing`);
  const shape = facesProblem(kind, faces);
  if (shape) return mismatch(`nonce ${nonce}: ${shape}`);
  const fair = seededRoll(seeds, kind, nonce);
  if (fair.faces.some((face, i) => face !== faces[i]))
    return mismatch(`nonce ${nonce} (${kind}): faces [${faces}] stored, [${fair.faces}] recomputed`);
  if (fair.value !== value)
    return mismatch(`nonce ${nonce} (${kind}): value ${value} stored, ${fair.value} recomputed`);
  return ok;
}

/** Verify a whole stream: every roll, and nonces consecutive from firstNonce (a gap hides a discarded roll). */
export function verifyRolls({
  rolls,
  firstNonce = 0,
  ...seeds
}: DiceSeeds & { readonly rolls: readonly DiceRoll[]; readonly firstNonce?: number }): Verdict {
  for (const [i, roll] of rolls.entries()) {
    if (roll.nonce !== firstNonce + i)
      return mismatch(`roll #${i} has nonce ${roll.nonce}, expected ${firstNonce + i}`);
    const verdict = verifyRoll({ ...seeds, roll });
    if (!verdict.ok) return verdict;
  }
  return ok;
}
