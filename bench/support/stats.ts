/** The p-th percentile (nearest rank, p in 0..100) of values already sorted ascending; NaN when empty. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The p-th percentile (nearest rank) of unsorted values; NaN when empty. */
export const percentile = (values: readonly number[], p: number): number =>
  percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );

/** The median of values (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
