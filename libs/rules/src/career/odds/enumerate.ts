import { DICE, type DiceKind, type DiceRoll, type DiceSource } from '../../dice';
import { faceLists } from './totals';

// Exact odds by running the decider itself over every way the dice can fall: each roll is one branch per total
// (a sum of dice: the rules read totals and unmodified totals, never which die showed what), each branch weighted
// by its chance. Rolls after the one that settles the question fall on a fixed face: they cannot change it.

interface Outcome {
  readonly faces: readonly number[];
  readonly p: number;
}

const SUMMED: readonly DiceKind[] = ['1d6', '2d6', '3d6'];
const outcomesCache = new Map<DiceKind, readonly Outcome[]>();

/** The distinct outcomes of one roll with their chances (2d6: 11 totals). */
function outcomesOf(kind: DiceKind): readonly Outcome[] {
  const cached = outcomesCache.get(kind);
  if (cached) return cached;
  const lists = faceLists(kind);
  const byValue = new Map<number, Outcome>();
  for (const faces of lists) {
    const key = SUMMED.includes(kind) ? DICE[kind].value(faces) : byValue.size;
    const held = byValue.get(key);
    byValue.set(key, { faces: held?.faces ?? faces, p: (held?.p ?? 0) + 1 / lists.length });
  }
  const outcomes = [...byValue.values()];
  outcomesCache.set(kind, outcomes);
  return outcomes;
}

const MAX_ROLLS = 400; // a run that rolls more than this is a loop on the fixed face: no odds for it

/** Dice that follow one path of outcome indices, then fall fixed once the settling roll has been made. */
class PathDice implements DiceSource {
  readonly branches: number[] = [];
  p = 1;
  #settled = false;
  #count = 0;

  constructor(
    private readonly path: readonly number[],
    private readonly settles: (purpose: string) => boolean,
    private readonly pinned: (purpose: string) => boolean,
  ) {}

  roll(kind: DiceKind, purpose: string): DiceRoll {
    if (++this.#count > MAX_ROLLS) throw new Error('odds: too many rolls');
    const outcomes = outcomesOf(kind);
    if (this.pinned(purpose)) {
      const { faces } = outcomes[outcomes.length - 1]; // the highest face, always: no branch
      return { kind, purpose, nonce: this.#count, faces, value: DICE[kind].value(faces) };
    }
    const open = !this.#settled;
    const index = open ? (this.path[this.branches.length] ?? 0) : 0;
    const { faces, p } = open ? outcomes[index] : outcomes[Math.floor(outcomes.length / 2)];
    if (open) {
      this.branches.push(outcomes.length);
      this.p *= p;
    }
    if (this.settles(purpose)) this.#settled = true;
    return { kind, purpose, nonce: this.#count, faces, value: DICE[kind].value(faces) };
  }
}

/** The next path in depth-first order, or null when every branch has been run. */
function nextPath(path: readonly number[], branches: readonly number[]): number[] | null {
  const full = branches.map((_, i) => path[i] ?? 0);
  for (let i = full.length - 1; i >= 0; i--) {
    if (full[i] + 1 < branches[i]) return [...full.slice(0, i), full[i] + 1];
  }
  return null;
}

/** Which rolls end the branching (`settles`) and which always fall on their highest face (`pinned`). */
export interface Tree {
  readonly settles?: (purpose: string) => boolean;
  /** A roll whose outcome the question is asked under (a chance conditional on it), weighed by the caller. */
  readonly pinned?: (purpose: string) => boolean;
}

/**
 * The exact chance of each label: `run` is played once per way the dice can fall, until the roll whose purpose
 * `settles` answers; `classify` names what the run's result counts for. Null when more than `budget` runs would
 * be needed.
 */
export function enumerate<T>(
  run: (dice: DiceSource) => T,
  classify: (result: T) => readonly string[],
  { settles = () => false, pinned = () => false }: Tree = {},
  budget = 5000,
): Map<string, number> | null {
  const chances = new Map<string, number>();
  let path: number[] | null = [];
  for (let runs = 0; path !== null; runs++) {
    if (runs >= budget) return null;
    const dice = new PathDice(path, settles, pinned);
    const result = run(dice);
    for (const label of classify(result)) chances.set(label, (chances.get(label) ?? 0) + dice.p);
    path = nextPath(path, dice.branches);
  }
  return chances;
}
