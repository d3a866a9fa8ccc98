import {
  facesProblem,
  isDiceKind,
  seededRoll,
  verifyRoll,
  type DiceKind,
  type DiceSeeds,
} from '@periscope/rules';
import { at, type EventRef, type Finding } from './findings';
import { foundRolls } from './rolls';

/**
 * (b) for the events of one command, roll by roll: each recomputes from the seeds and its nonce, and its nonce
 * lies in the command's range [firstNonce, nextNonce). Returns the number of rolls checked.
 */
export function checkRolls(
  events: readonly (EventRef & { readonly data: unknown })[],
  seeds: DiceSeeds,
  range: { firstNonce: number; nextNonce: number },
  findings: Finding[],
): number {
  let count = 0;
  for (const event of events) {
    for (const { path, roll } of foundRolls(event.data)) {
      count++;
      const problem = rollProblem(seeds, roll.dice, roll.nonce, roll.faces, roll.natural);
      const where = { check: 'rolls' as const, ...at(event), rule: roll.rule, path };
      if (problem) {
        const { field, ...values } = problem;
        const message = `${roll.purpose}: ${problem.message}`;
        const said = { message, code: 'rollMismatch' as const, params: { nonce: roll.nonce } };
        findings.push({ ...where, ...values, path: field ? `${path}.${field}` : path, ...said });
      } else if (roll.nonce < range.firstNonce || roll.nonce >= range.nextNonce)
        findings.push({
          ...where,
          path: `${path}.nonce`,
          expected: `${range.firstNonce} ≤ nonce < ${range.nextNonce}`,
          found: roll.nonce,
          message: `${roll.purpose}: nonce ${roll.nonce} lies outside the dice its command consumed`,
          code: 'rollOutside',
          params: { nonce: roll.nonce },
        });
    }
  }
  return count;
}

type RollProblem = { message: string; field?: string; expected?: unknown; found?: unknown };

/** What is wrong with a stored roll (verifyRoll's verdict, with the recomputed faces); undefined when it recomputes. */
function rollProblem(
  seeds: DiceSeeds,
  kind: string,
  nonce: number,
  faces: readonly number[],
  natural: number,
): RollProblem | undefined {
  const roll = { kind: kind as DiceKind, nonce, faces, value: natural, purpose: '' };
  const verdict = verifyRoll({ ...seeds, roll });
  if (verdict.ok) return undefined;
  if (!isDiceKind(kind) || !Number.isSafeInteger(nonce) || nonce < 0 || facesProblem(kind, faces))
    return { message: verdict.mismatch };
  const fair = seededRoll(seeds, kind, nonce);
  const facesDiffer = fair.faces.some((face, i) => face !== faces[i]);
  return facesDiffer
    ? { message: verdict.mismatch, field: 'faces', expected: fair.faces, found: faces }
    : { message: verdict.mismatch, field: 'natural', expected: fair.value, found: natural };
}
