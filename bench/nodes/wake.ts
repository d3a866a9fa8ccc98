/** Arithmetic of bench:nodes (pure: unit-tested in nodes.unit.spec.ts). */

/** An append as its appender saw it: the position it got and when its answer came (ms). */
export interface Appended {
  position: number;
  at: number;
}

/** A NOTIFY as a listener saw it: the position it carried and when it arrived (ms). */
export interface Heard {
  position: number;
  at: number;
}

/**
 * For each append, the time from its answer to the first NOTIFY that covers it (one carrying its position or a
 * higher one): how long a process listening elsewhere waits to be woken. Negative when the NOTIFY came first.
 * An append no NOTIFY covered is counted in `missed`.
 */
export function wakeLags(
  appends: readonly Appended[],
  heard: readonly Heard[],
): { lags: number[]; missed: number } {
  const arrivals = [...heard].sort((a, b) => a.at - b.at);
  const covered: number[] = []; // the highest position heard so far, after each arrival (never decreases)
  for (const h of arrivals) covered.push(Math.max(h.position, covered.at(-1) ?? -Infinity));
  const lags: number[] = [];
  let missed = 0;
  for (const a of appends) {
    const i = firstAtLeast(covered, a.position);
    if (i === covered.length) missed++;
    else lags.push(arrivals[i].at - a.at);
  }
  return { lags, missed };
}

/** The first index of a non-decreasing array whose value is ≥ x (its length when none is). */
function firstAtLeast(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] >= x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The p-th percentile of unsorted values (nearest rank); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of values (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
