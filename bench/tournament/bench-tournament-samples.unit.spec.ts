import { reportOf, type SpectatorSamples } from './bench-tournament-samples';

const samples = (over: Partial<SpectatorSamples>): SpectatorSamples => ({
  kind: 'samples',
  totals: [],
  beyondHold: [],
  boards: [],
  sent: [],
  lagP99: 0,
  lagMax: 0,
  disorder: 0,
  updateBytes: 0,
  updates: 0,
  joinErrors: 0,
  ...over,
});

describe("bench:tournament's report over several spectators' processes", () => {
  it('takes the percentiles over every receipt of every process, not a median of medians', () => {
    const fast = samples({ totals: Array.from({ length: 99 }, () => 10), beyondHold: [1, 1, 1] });
    const slow = samples({ totals: [500], beyondHold: [400] });
    const report = reportOf([fast, slow]);
    expect(report.processes).toBe(2);
    expect(report.total).toEqual({ samples: 100, p50: 10, p99: 10, max: 500 });
    expect(report.beyondHold).toMatchObject({ samples: 4, p50: 1, p99: 400 });
  });

  it("measures a leaderboard's fan-out from its first receipt in any process to its last in any", () => {
    const a = samples({ boards: [[7, 1000, 1010, 1050]], sent: [900] });
    const b = samples({ boards: [[7, 1000, 1030, 1200]], sent: [900] });
    const report = reportOf([a, b]);
    expect(report.firstP99).toBe(10);
    expect(report.spreadP99).toBe(190);
  });

  it('counts the gap between distinct sends once, and sums what must add up', () => {
    const a = samples({
      sent: [1000, 2000],
      disorder: 1,
      joinErrors: 2,
      updateBytes: 300,
      updates: 3,
      lagP99: 4,
    });
    const b = samples({ sent: [1000, 2000, 3500], updateBytes: 100, updates: 1, lagP99: 9, lagMax: 20 });
    const report = reportOf([a, b]);
    expect(report.minGapMs).toBe(1000);
    expect(report).toMatchObject({ disorder: 1, joinErrors: 2, meanUpdateBytes: 100, lagP99: 9, lagMax: 20 });
  });
});
