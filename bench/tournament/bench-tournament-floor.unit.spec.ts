import { compareWithFloor, summariseFloor, type LeaderboardRun } from './bench-tournament-floor';
import type { SystemSample } from '../peers/vs';

const ours = (spectators: number, beyond: number, total: number): LeaderboardRun => ({
  spectators,
  beyondHold: { p99: beyond },
  total: { p99: total },
  cpuPercent: 60,
  otherCpuPercent: 100,
});

const floor = (spectators: number, p99: number) =>
  ({ system: 'ws-floor', spectators, p99, serverCpuPercent: 10, othersCpuPercent: 90 }) as SystemSample;

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
});
