/**
 * A crowd re-join's effect on the observers, computed by the driver from two processes' records: the observers'
 * process (its own, so the crowd's sockets do not delay the observers' reading) keeps each update's receipt time
 * and latency; the crowd's process keeps when each re-join began and ended (both on the machine's clock).
 */

/** How a crowd re-join held the observers: their update latencies during a re-join and outside it. */
export interface RejoinReport {
  rejoins: number;
  durationP50: number;
  quietP50: number;
  quietP99: number;
  duringP99: number;
  duringMax: number;
}

/** One observed update: when it was received and its latency from the bot's send (ms). */
export type Observed = readonly [at: number, latency: number];
export type Window = readonly [start: number, end: number];

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sortedOf = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** An update was held by a re-join if it was on its way (from the bot's send to its receipt) while one was answered. */
const held = ([at, latency]: Observed, windows: readonly Window[]) =>
  windows.some(([start, end]) => at - latency <= end && at >= start);

export function rejoinReport(observed: readonly Observed[], windows: readonly Window[]): RejoinReport {
  const quiet = sortedOf(observed.filter((o) => !held(o, windows)).map(([, l]) => l));
  const during = sortedOf(observed.filter((o) => held(o, windows)).map(([, l]) => l));
  return {
    rejoins: windows.length,
    durationP50: percentile(sortedOf(windows.map(([start, end]) => end - start)), 50),
    quietP50: percentile(quiet, 50),
    quietP99: percentile(quiet, 99),
    duringP99: percentile(during, 99),
    duringMax: during.length ? during[during.length - 1] : NaN,
  };
}
