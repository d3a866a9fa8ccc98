import { DICE, DiceKind, DiceRoll, DiceSource, facesProblem } from './dice';

/**
 * A test script: either one queue of faces that every roll draws from in turn (a 2d6 takes two),
 * or a queue per kind, one entry per roll (`{ '2d6': [[6, 6]], d66: [[1, 3]], '1d6': [4] }`).
 */
export type DiceScript =
  readonly number[] | { readonly [Kind in DiceKind]?: readonly (number | readonly number[])[] };

export class ScriptedDiceError extends Error {
  override readonly name = 'ScriptedDiceError';
}

/** Dice for tests: hands out scripted faces, nonces counting up from `firstNonce`, and keeps every roll. */
export class ScriptedDice implements DiceSource {
  readonly rolls: DiceRoll[] = [];
  readonly #faces: number[] | undefined;
  readonly #byKind: Map<DiceKind, (number | readonly number[])[]>;

  constructor(
    script: DiceScript,
    private readonly firstNonce = 0,
  ) {
    this.#faces = isFlat(script) ? [...script] : undefined;
    this.#byKind = new Map(
      isFlat(script)
        ? []
        : Object.entries(script).map(([kind, queue]) => [kind as DiceKind, [...(queue ?? [])]]),
    );
  }

  /** Scripted rolls (per-kind script) or faces (flat script) not used yet. */
  get remaining(): number {
    if (this.#faces) return this.#faces.length;
    return [...this.#byKind.values()].reduce((left, queue) => left + queue.length, 0);
  }

  roll(kind: DiceKind, purpose: string): DiceRoll {
    const faces = this.#next(kind, purpose);
    const problem = facesProblem(kind, faces);
    if (problem)
      throw new ScriptedDiceError(`ScriptedDice: scripted roll for '${purpose}' is impossible: ${problem}`);
    const roll = {
      kind,
      purpose,
      nonce: this.firstNonce + this.rolls.length,
      faces,
      value: DICE[kind].value(faces),
    };
    this.rolls.push(roll);
    return roll;
  }

  #next(kind: DiceKind, purpose: string): number[] {
    const count = DICE[kind].dice.length;
    const asked = `roll #${this.rolls.length + 1} (${kind} for '${purpose}')`;
    if (this.#faces) {
      if (this.#faces.length < count)
        throw new ScriptedDiceError(
          `ScriptedDice ran out: ${asked} needs ${count} face(s), ${this.#faces.length} left`,
        );
      return this.#faces.splice(0, count);
    }
    const entry = this.#byKind.get(kind)?.shift();
    if (entry === undefined)
      throw new ScriptedDiceError(`ScriptedDice ran out: no ${kind} scripted for ${asked}`);
    if (typeof entry !== 'number') return [...entry];
    if (count === 1) return [entry];
    throw new ScriptedDiceError(
      `ScriptedDice: script ${asked} as its ${count} faces, e.g. [[3, 4]], not ${entry}`,
    );
  }
}

const isFlat = (script: DiceScript): script is readonly number[] => Array.isArray(script);
