import { median } from '../support/stats';
import type { SystemSample } from '../peers/vs';

/**
 * Leaderboards against the floor: plain ws writing one frame of the same size to each spectator's socket once a
 * second, to as many spectators (bench/peers/ws-floor.ts), run right after each bench:tournament run. Its latency is receipt − send; ours
 * beyond the hold is receipt − the moment the once-a-second rule let the leaderboard go, the same span.
 */
/** At this many spectators, periscope's p99 beyond the hold is at most FLOOR_GOAL_RATIO × the floor's p99. */
export const FLOOR_GOAL_SPECTATORS = 5000;
export const FLOOR_GOAL_RATIO = 1.2;

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
  /** What the gap is made of: periscope's spread of a leaderboard across the crowd (first to last spectator), p99. */
  spreadP99: number;
  /** The spectators' processes' event-loop delay, p99: periscope's and the floor's (a client waiting for a core). */
  lagP99: number;
  floorLagP99: number;
}

/** What one bench:tournament run gives the comparison. */
export interface LeaderboardRun {
  spectators: number;
  beyondHold: { p99: number };
  total: { p99: number };
  cpuPercent: number;
  otherCpuPercent: number;
  spreadP99: number;
  spectatorLagP99: number;
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
    spreadP99: ours.spreadP99,
    lagP99: ours.spectatorLagP99,
    floorLagP99: floor.clientLagP99,
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
      spreadP99: m((r) => r.spreadP99),
      lagP99: m((r) => r.lagP99),
      floorLagP99: m((r) => r.floorLagP99),
    };
  });
}

const atGoalSize = (r: FloorComparison) => r.spectators === FLOOR_GOAL_SPECTATORS;

/** Whether the medians meet the goal (true when no run was at its size). */
export const floorGoalMet = (summary: readonly FloorComparison[]): boolean =>
  summary.filter(atGoalSize).every((r) => r.ratio <= FLOOR_GOAL_RATIO);

/**
 * The goal at its size, checked on the medians, and when it is missed what the runs measured of the gap: the
 * server's CPU against the floor's (the game the entrants play), the leaderboard's spread across the crowd, and
 * how late the spectators' processes read (a client waiting for a core the server and the bots hold).
 */
export function floorGoals(summary: readonly FloorComparison[]): string[] {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return summary.filter(atGoalSize).flatMap((r) => {
    const pass = r.ratio <= FLOOR_GOAL_RATIO;
    const goal = `- ${pass ? 'PASS' : 'FAIL'} ${r.spectators.toLocaleString('en-US')}: p99 beyond the hold ≤ ${FLOOR_GOAL_RATIO}× the floor's: ${r.ratio.toFixed(2)}× (${ms(r.beyondHoldP99)} against ${ms(r.floorP99)})`;
    if (pass) return [goal];
    return [
      goal,
      `  the gap: the server at ${r.serverCpuPercent.toFixed(0)} % of a core against the floor's ${r.floorCpuPercent.toFixed(0)} %` +
        ` (the entrants' game); a leaderboard spread over the crowd in ${ms(r.spreadP99)} (p99, first to last spectator);` +
        ` the spectators' processes late by ${ms(r.lagP99)} at p99 against ${ms(r.floorLagP99)} with the floor`,
    ];
  });
}
