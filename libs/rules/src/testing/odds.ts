import { rowFor, type RollTable } from '../charts';
import { DICE, type DiceKind } from '../dice';

/** Every total a die kind can show with its exact probability, by enumerating the faces (2d6: 7 → 6/36). */
export function totalOdds(kind: DiceKind): Map<number, number> {
  const { dice, value } = DICE[kind];
  const faceLists = dice.reduce<number[][]>(
    (lists, die) =>
      lists.flatMap((faces) =>
        Array.from({ length: die.max - die.min + 1 }, (_, i) => [...faces, die.min + i]),
      ),
    [[]],
  );
  const odds = new Map<number, number>();
  for (const faces of faceLists) odds.set(value(faces), (odds.get(value(faces)) ?? 0) + 1 / faceLists.length);
  return odds;
}

/** Exact odds of each result of a chart rolled once with a net modifier. */
export function exactOdds<R>(table: RollTable<R>, modifier = 0): Map<R, number> {
  const odds = new Map<R, number>();
  for (const [total, p] of totalOdds(table.die as DiceKind)) {
    const { result } = rowFor(table, total + modifier);
    odds.set(result, (odds.get(result) ?? 0) + p);
  }
  return odds;
}

/**
 * The results counted in n trials that stray more than `sigmas` binomial standard deviations,
 * sqrt(n p (1 - p)), from n p; a result with p = 0 strays if seen at all. Empty when the counts fit the odds.
 */
export function outliers<R>(counts: Map<R, number>, odds: Map<R, number>, n: number, sigmas = 4): string[] {
  const results = new Set([...odds.keys(), ...counts.keys()]);
  return [...results].flatMap((result) => {
    const [count, p] = [counts.get(result) ?? 0, odds.get(result) ?? 0];
    const expected = n * p;
    const sd = Math.sqrt(n * p * (1 - p));
    const off = sd === 0 ? (count === expected ? 0 : Infinity) : Math.abs(count - expected) / sd;
    return off > sigmas
      ? [`${String(result)}: ${count} of ${n}, expected ${expected.toFixed(1)} (${off.toFixed(1)}σ)`]
      : [];
  });
}
