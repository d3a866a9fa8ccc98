/**
 * Latencies counted in 0.1 ms buckets: each spectators' process keeps one and the bench merges them, so that
 * the p50 and p99 are those of every receipt of every process, not a median of medians.
 */
export type Histogram = Record<string, number>;

const bucket = (ms: number): number => Math.max(0, Math.round(ms * 10));

export function record(histogram: Histogram, ms: number): void {
  const key = bucket(ms);
  histogram[key] = (histogram[key] ?? 0) + 1;
}

export function merge(histograms: readonly Histogram[]): Histogram {
  const merged: Histogram = {};
  for (const h of histograms) for (const [key, n] of Object.entries(h)) merged[key] = (merged[key] ?? 0) + n;
  return merged;
}

export const countOf = (histogram: Histogram): number =>
  Object.values(histogram).reduce((sum, n) => sum + n, 0);

/** The smallest latency (ms) at or below which p % of the receipts fall; NaN when empty. */
export function percentileOf(histogram: Histogram, p: number): number {
  const keys = Object.keys(histogram)
    .map(Number)
    .sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * countOf(histogram));
  let seen = 0;
  for (const key of keys) {
    seen += histogram[key];
    if (seen >= rank) return key / 10;
  }
  return NaN;
}
