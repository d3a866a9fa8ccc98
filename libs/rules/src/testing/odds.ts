export { exactOdds, totalOdds } from '../career/odds/totals';

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
