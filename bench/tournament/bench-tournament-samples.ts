/**
 * What bench:tournament's spectators' processes record, and the report over all of them: each process sends its
 * raw samples, and the percentiles are those of every receipt of every process (not a median of medians); a
 * leaderboard's fan-out runs from its first receipt in any process to its last in any.
 */
import { percentileOfSorted as percentile } from '../support/stats';

export interface Latency {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/** One process's record of the leaderboards it received. */
export interface SpectatorSamples {
  kind: 'samples';
  /** Receipt − append of the newest event each leaderboard reflects, one per receipt. */
  totals: number[];
  /** Receipt − the later of that append and the moment the once-a-second rule let it go, one per receipt. */
  beyondHold: number[];
  /** Per leaderboard: [position, append, first receipt, last receipt]. */
  boards: [number, number, number, number][];
  /** Each leaderboard's sentAt (ms since the epoch). */
  sent: number[];
  /** This process's event-loop delay (ms): how long a leaderboard can wait here before it is read. */
  lagP99: number;
  lagMax: number;
  disorder: number;
  updateBytes: number;
  updates: number;
  joinErrors: number;
}

export interface SpectatorReport {
  /** The spectators' processes the samples came from. */
  processes: number;
  /** Receipt − append of the newest event the leaderboard reflects. */
  total: Latency;
  /**
   * Receipt − the later of that append and the moment the once-a-second rule let the leaderboard go (the last
   * one's `sentAt` + 1,000 ms): the delay the server and the network add to what the rule holds back.
   */
  beyondHold: Latency;
  /** Per leaderboard: first receipt − append (the server's part), last − first receipt (the fan-out). */
  firstP50: number;
  firstP99: number;
  spreadP50: number;
  spreadP99: number;
  /** The worst process's event-loop delay (p99, max). */
  lagP99: number;
  lagMax: number;
  /**
   * Updates that do not start where the socket's board stands (`from` ≠ the last position), or at or below a
   * position already received (must be 0).
   */
  disorder: number;
  /** The mean size of an update (JSON characters). */
  meanUpdateBytes: number;
  joinErrors: number;
  /** The shortest time between two leaderboards' sentAt (the coalescing says ≥ 1,000 ms). */
  minGapMs: number;
}

const sorted = (values: Iterable<number>) => Float64Array.from(values).sort();

function latency(values: Float64Array): Latency {
  return {
    samples: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length ? values[values.length - 1] : NaN,
  };
}

/** Each leaderboard's append, first and last receipt over every process. */
function boardsOf(
  all: readonly SpectatorSamples[],
): Map<number, { appended: number; first: number; last: number }> {
  const boards = new Map<number, { appended: number; first: number; last: number }>();
  for (const [position, appended, first, last] of all.flatMap((s) => s.boards)) {
    const seen = boards.get(position);
    if (!seen) boards.set(position, { appended, first, last });
    else {
      seen.first = Math.min(seen.first, first);
      seen.last = Math.max(seen.last, last);
    }
  }
  return boards;
}

export function reportOf(all: readonly SpectatorSamples[]): SpectatorReport {
  const boards = [...boardsOf(all).values()];
  const firsts = sorted(boards.map((b) => b.first - b.appended));
  const spreads = sorted(boards.map((b) => b.last - b.first));
  const sent = [...new Set(all.flatMap((s) => s.sent))].sort((a, b) => a - b);
  const gaps = sent.slice(1).map((at, i) => at - sent[i]);
  const sum = (pick: (s: SpectatorSamples) => number) => all.reduce((t, s) => t + pick(s), 0);
  const updates = sum((s) => s.updates);
  return {
    processes: all.length,
    total: latency(sorted(all.flatMap((s) => s.totals))),
    beyondHold: latency(sorted(all.flatMap((s) => s.beyondHold))),
    firstP50: percentile(firsts, 50),
    firstP99: percentile(firsts, 99),
    spreadP50: percentile(spreads, 50),
    spreadP99: percentile(spreads, 99),
    lagP99: Math.max(...all.map((s) => s.lagP99)),
    lagMax: Math.max(...all.map((s) => s.lagMax)),
    disorder: sum((s) => s.disorder),
    meanUpdateBytes: updates === 0 ? NaN : sum((s) => s.updateBytes) / updates,
    joinErrors: sum((s) => s.joinErrors),
    minGapMs: gaps.length ? Math.min(...gaps) : NaN,
  };
}
