import { DICE, DICE_KINDS, DiceKind, DiceRoll } from './dice';
import { SeededDice } from './seeded-dice';

// Fairness in numbers: 60,000 rolls per kind, every frequency within 4σ of the exact odds.
const ROLLS = 60_000;

/** Exact odds of each value of a kind, by enumerating every combination of faces. */
function exactOdds(kind: DiceKind): Map<number, number> {
  const { dice, value } = DICE[kind];
  let combos: number[][] = [[]];
  for (const { min, max } of dice)
    combos = combos.flatMap((faces) => Array.from({ length: max - min + 1 }, (_, f) => [...faces, min + f]));
  const odds = new Map<number, number>();
  for (const faces of combos) odds.set(value(faces), (odds.get(value(faces)) ?? 0) + 1 / combos.length);
  return odds;
}

const sigmas = (count: number, p: number) => (count - ROLLS * p) / Math.sqrt(ROLLS * p * (1 - p));

describe.each(DICE_KINDS)('%s over 60,000 rolls', (kind) => {
  let rolls: DiceRoll[] = [];
  beforeAll(() => {
    const dice = new SeededDice({ serverSeed: 'statistics-server-seed', playerSeed: `statistics-${kind}` });
    rolls = Array.from({ length: ROLLS }, () => dice.roll(kind, 'statistics'));
  });

  it('shows each face of each die within 4σ of uniform', () => {
    DICE[kind].dice.forEach(({ min, max }, i) => {
      const sides = max - min + 1;
      const counts = new Array<number>(sides).fill(0);
      for (const { faces } of rolls) counts[faces[i] - min] += 1;
      for (const count of counts) expect(Math.abs(sigmas(count, 1 / sides))).toBeLessThan(4);
    });
  });

  it('gives every value its exact odds within 4σ, and nothing else', () => {
    const odds = exactOdds(kind);
    const counts = new Map<number, number>();
    for (const { value } of rolls) counts.set(value, (counts.get(value) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...odds.keys()].sort((a, b) => a - b));
    for (const [value, p] of odds) expect(Math.abs(sigmas(counts.get(value) ?? 0, p))).toBeLessThan(4);
    // Chi-square over all values: mean = df, sd = sqrt(2 df).
    const chi = [...odds].reduce(
      (sum, [value, p]) => sum + ((counts.get(value) ?? 0) - ROLLS * p) ** 2 / (ROLLS * p),
      0,
    );
    const df = odds.size - 1;
    expect(chi).toBeLessThan(df + 4 * Math.sqrt(2 * df));
  });
});

describe('coverage', () => {
  it('d66 has 36 cells 11–66 and d100 covers 1–100', () => {
    expect([...exactOdds('d66').keys()].sort()).toEqual(
      [1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units)),
    );
    expect([...exactOdds('d100').keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });
});
