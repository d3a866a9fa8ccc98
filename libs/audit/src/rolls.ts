import {
  isRecordedRoll,
  type DiceKind,
  type DiceRoll,
  type DiceSource,
  type RecordedRoll,
} from '@periscope/rules';

/** A roll found inside an event's data, and where. */
export interface FoundRoll {
  readonly path: string;
  readonly roll: RecordedRoll;
}

/** Every roll recorded anywhere inside a value, in document order, with its path. */
export function foundRolls(value: unknown, path = 'data', into: FoundRoll[] = []): FoundRoll[] {
  if (value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) foundRolls(value[i], `${path}[${i}]`, into);
    return into;
  }
  if (isRecordedRoll(value)) into.push({ path, roll: value });
  else for (const [key, v] of Object.entries(value)) foundRolls(v, `${path}.${key}`, into);
  return into;
}

/** The roll a path inside an event points into (the innermost), if any. */
export function rollAt(data: unknown, path: string): RecordedRoll | undefined {
  return foundRolls(data)
    .filter((r) => path === r.path || path.startsWith(`${r.path}.`) || path.startsWith(`${r.path}[`))
    .at(-1)?.roll;
}

export class ReplayDiceError extends Error {
  override readonly name = 'ReplayDiceError';
}

/**
 * Dice for a replay while the seeds are sealed: hands decide the rolls the events recorded, nonce by nonce from
 * firstNonce. It checks the engine's logic (modifiers, charts, what follows) against the recorded faces; that
 * the faces are fair can only be checked once the seeds are revealed (E-AUDIT-SEALED).
 */
export class RecordedDice implements DiceSource {
  readonly #byNonce = new Map<number, RecordedRoll>();
  #nextNonce: number;

  constructor(rolls: readonly RecordedRoll[], firstNonce: number) {
    for (const roll of rolls) this.#byNonce.set(roll.nonce, roll);
    this.#nextNonce = firstNonce;
  }

  get nextNonce(): number {
    return this.#nextNonce;
  }

  roll(kind: DiceKind, purpose: string): DiceRoll {
    const nonce = this.#nextNonce++;
    const recorded = this.#byNonce.get(nonce);
    if (!recorded)
      throw new ReplayDiceError(
        `decide rolls ${kind} for '${purpose}' at nonce ${nonce}; no event records it`,
      );
    if (recorded.dice !== kind)
      throw new ReplayDiceError(
        `decide rolls ${kind} for '${purpose}' at nonce ${nonce}; the events record ${recorded.dice}`,
      );
    return { kind, purpose, nonce, faces: recorded.faces, value: recorded.natural };
  }
}
