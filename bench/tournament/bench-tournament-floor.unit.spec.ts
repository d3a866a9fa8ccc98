import {
  compareWithFloor,
  floorGoalMet,
  floorGoals,
  summariseFloor,
  type LeaderboardRun,
} from './bench-tournament-floor';
import type { SystemSample } from '../peers/vs';

const ours = (spectators: number, beyond: number, total: number): LeaderboardRun => ({
  spectators,
  beyondHold: { p99: beyond },
  total: { p99: total },
  cpuPercent: 60,
  otherCpuPercent: 100,
  spreadP99: 140,
  spectatorLagP99: 90,
});

const floor = (spectators: number, p99: number) =>
  ({
    system: 'ws-floor',
    spectators,
    p99,
    serverCpuPercent: 10,
    othersCpuPercent: 90,
    clientLagP99: 20,
  }) as SystemSample;

describe('bench tournament against the floor', () => {
  it("divides our p99 beyond the hold by the floor's p99 of the same run", () => {
    const row = compareWithFloor(ours(5000, 300, 900), floor(5000, 150));
    expect(row).toMatchObject({
      spectators: 5000,
      floorP99: 150,
      ratio: 2,
      totalP99: 900,
      floorCpuPercent: 10,
    });
  });

  it("per size, the median of the runs' own ratios, not the ratio of the medians", () => {
    const runs = [
      compareWithFloor(ours(1000, 100, 500), floor(1000, 100)), // 1×
      compareWithFloor(ours(1000, 300, 700), floor(1000, 100)), // 3×
      compareWithFloor(ours(1000, 200, 600), floor(1000, 40)), // 5×
      compareWithFloor(ours(5000, 400, 900), floor(5000, 200)),
    ];
    const [small, large] = summariseFloor(runs);
    expect(small).toMatchObject({ spectators: 1000, beyondHoldP99: 200, floorP99: 100, ratio: 3 });
    expect(large).toMatchObject({ spectators: 5000, ratio: 2 });
  });

  it('has no ratio when the floor delivered nothing', () => {
    expect(compareWithFloor(ours(1000, 100, 500), floor(1000, NaN)).ratio).toBeNaN();
  });

  it('checks the goal at 5,000 on the medians, and says what the gap is made of when it is missed', () => {
    const met = summariseFloor([compareWithFloor(ours(5000, 110, 500), floor(5000, 100))]); // 1.1×
    expect(floorGoals(met)).toEqual([
      "- PASS 5,000: p99 beyond the hold ≤ 1.2× the floor's: 1.10× (110 ms against 100 ms)",
    ]);
    expect(floorGoalMet(met)).toBe(true);
    const summary = summariseFloor([
      compareWithFloor(ours(1000, 300, 500), floor(1000, 100)), // 3×, no goal at 1,000
      compareWithFloor(ours(5000, 300, 900), floor(5000, 150)), // 2×
    ]);
    expect(floorGoalMet(summary)).toBe(false);
    expect(floorGoals(summary)).toEqual([
      "- FAIL 5,000: p99 beyond the hold ≤ 1.2× the floor's: 2.00× (300 ms against 150 ms)",
      "  the gap: the server at 60 % of a core against the floor's 10 % (the entrants' game); a leaderboard spread" +
        " over the crowd in 140 ms (p99, first to last spectator); the spectators' processes late by 90 ms at p99" +
        ' against 20 ms with the floor',
    ]);
  });
});
