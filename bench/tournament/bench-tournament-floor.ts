import { median } from '../support/stats';
import type { SystemSample } from '../peers/vs';

/**
 * Leaderboards against the floor: plain ws writing one frame of the same size to each spectator's socket once a
 * second, to as many spectators (bench/peers/ws-floor.ts), run right after each bench:tournament run. Its latency is receipt − send; ours
 * beyond the hold is receipt − the moment the once-a-second rule let the leaderboard go, the same span.
 */
export interface FloorComparison {
  spectators: number;
  /** periscope: p99 beyond the hold and with it; the floor's p99; ours beyond the hold ÷ the floor's. */
  beyondHoldP99: number;
  totalP99: number;
  floorP99: number;
  ratio: number;
  /** Server CPU (100 % = one core): periscope's (with 120 entrants playing) and the floor's. */
  serverCpuPercent: number;
  floorCpuPercent: number;
  othersCpuPercent: number;
  floorOthersCpuPercent: number;
}

/** What one bench:tournament run gives the comparison. */
export interface LeaderboardRun {
  spectators: number;
  beyondHold: { p99: number };
  total: { p99: number };
  cpuPercent: number;
  otherCpuPercent: number;
}

export function compareWithFloor(ours: LeaderboardRun, floor: SystemSample): FloorComparison {
  return {
    spectators: ours.spectators,
    beyondHoldP99: ours.beyondHold.p99,
    totalP99: ours.total.p99,
    floorP99: floor.p99,
    ratio: floor.p99 > 0 ? ours.beyondHold.p99 / floor.p99 : NaN,
    serverCpuPercent: ours.cpuPercent,
    floorCpuPercent: floor.serverCpuPercent,
    othersCpuPercent: ours.otherCpuPercent,
    floorOthersCpuPercent: floor.othersCpuPercent,
  };
}

/** Per size: the medians over its runs (the ratio: the median of each run's own ratio). */
export function summariseFloor(runs: readonly FloorComparison[]): FloorComparison[] {
  const sizes = [...new Set(runs.map((r) => r.spectators))].sort((a, b) => a - b);
  return sizes.map((spectators) => {
    const these = runs.filter((r) => r.spectators === spectators);
    const m = (pick: (r: FloorComparison) => number) => median(these.map(pick));
    return {
      spectators,
      beyondHoldP99: m((r) => r.beyondHoldP99),
      totalP99: m((r) => r.totalP99),
      floorP99: m((r) => r.floorP99),
      ratio: m((r) => r.ratio),
      serverCpuPercent: m((r) => r.serverCpuPercent),
      floorCpuPercent: m((r) => r.floorCpuPercent),
      othersCpuPercent: m((r) => r.othersCpuPercent),
      floorOthersCpuPercent: m((r) => r.floorOthersCpuPercent),
    };
  });
}
