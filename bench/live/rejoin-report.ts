/**
 * A crowd re-join's effect on the observers, computed by the driver from three records: the observers' process
 * (its own, so the crowd's sockets do not delay the observers' reading) keeps each update's receipt time and
 * latency; the crowd's process keeps when each re-join began and ended; the driver marks, between two re-joins, a
 * window as long as the last re-join in which nothing happens (a sham), the same run's control (all on the
 * machine's clock).
 */

/** How a crowd re-join held the observers: their update latencies during a re-join, during a sham, and outside. */
export interface RejoinReport {
  rejoins: number;
  durationP50: number;
  quietP50: number;
  quietP99: number;
  duringP99: number;
  duringMax: number;
  /** Windows as long as the re-joins with no re-join in them, and the slowest update on its way during one. */
  shams: number;
  shamMax: number;
}

/** One observed update: when it was received and its latency from the bot's send (ms). */
export type Observed = readonly [at: number, latency: number];
export type Window = readonly [start: number, end: number];

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sortedOf = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** An update was in a window if it was on its way (from the bot's send to its receipt) while the window was open. */
const within = ([at, latency]: Observed, windows: readonly Window[]) =>
  windows.some(([start, end]) => at - latency <= end && at >= start);

const latenciesOf = (observed: readonly Observed[]) => sortedOf(observed.map(([, latency]) => latency));
const maxOf = (sorted: readonly number[]) => (sorted.length ? sorted[sorted.length - 1] : NaN);

export function rejoinReport(
  observed: readonly Observed[],
  windows: readonly Window[],
  shams: readonly Window[] = [],
): RejoinReport {
  const during = latenciesOf(observed.filter((o) => within(o, windows)));
  const sham = latenciesOf(observed.filter((o) => within(o, shams) && !within(o, windows)));
  const quiet = latenciesOf(observed.filter((o) => !within(o, windows)));
  return {
    rejoins: windows.length,
    durationP50: percentile(sortedOf(windows.map(([start, end]) => end - start)), 50),
    quietP50: percentile(quiet, 50),
    quietP99: percentile(quiet, 99),
    duringP99: percentile(during, 99),
    duringMax: maxOf(during),
    shams: shams.length,
    shamMax: maxOf(sham),
  };
}
