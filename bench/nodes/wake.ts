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
