import { parseLiveBenchArgs, renderLiveTable, rowOf, TARGET_REJOIN_HOLD_MS } from './bench-live.command';
import type { LiveSample } from './bench-live';

const sample = (rejoin: Partial<LiveSample['rejoin']>): LiveSample =>
  ({
    p99: 40,
    disorder: 0,
    joinErrors: 0,
    samples: 1000,
    rejoin: {
      rejoins: 4,
      durationP50: 300,
      quietP50: 10,
      quietP99: 30,
      duringP99: 60,
      duringMax: 80,
      shams: 3,
      shamMax: 50,
      ...rejoin,
    },
  }) as LiveSample;

describe('bench live: the crowd re-join scenario', () => {
  const [rejoin] = parseLiveBenchArgs(['--scenarios', 'rejoin', '--rejoin-every', '3']).scenarios;

  it('re-joins one game every --rejoin-every seconds, and the default scenarios do not', () => {
    expect(rejoin).toMatchObject({ name: 'rejoin', games: 1, rejoinEveryMs: 3000 });
    expect(parseLiveBenchArgs([]).scenarios.map((s) => s.name)).toEqual(['one', 'spread']);
  });

  it("passes when the observers' slowest update during a re-join is at most the goal beyond their slowest in a sham", () => {
    const held = (duringMax: number) => rowOf(rejoin, [sample({ duringMax })], 10);
    expect(held(50 + TARGET_REJOIN_HOLD_MS)).toMatchObject({
      rejoinAddedMs: TARGET_REJOIN_HOLD_MS,
      rejoinHoldMs: 40 + TARGET_REJOIN_HOLD_MS,
      pass: true,
    });
    expect(held(51 + TARGET_REJOIN_HOLD_MS)).toMatchObject({ pass: false });
  });

  it('fails a run with no sham to compare with', () => {
    expect(rowOf(rejoin, [sample({}), sample({ shams: 0, shamMax: NaN })], 10).pass).toBe(false);
  });

  it('fails a run in which no re-join was measured', () => {
    expect(rowOf(rejoin, [sample({ rejoins: 0 })], 10).pass).toBe(false);
  });
});

describe('bench live --profile', () => {
  it("lists the server's hottest functions of each profiled run under the table", () => {
    const args = parseLiveBenchArgs(['--scenarios', 'one', '--profile']);
    expect(args.profile).toBe(true);
    const run = { ...sample({}), othersCpuPercent: 3, moves: 0 } as LiveSample;
    const hot = [
      { where: 'writeBuffer', percent: 31.04 },
      { where: 'deliver live/live-fanout.js:75', percent: 1.02 },
    ];
    const table = renderLiveTable([rowOf(args.scenarios[0], [run, { ...run, hot }], 10)], args);
    expect(table).toContain(
      "> one run 2, the server's busy time while measuring, by function (self): writeBuffer 31.0 %, deliver live/live-fanout.js:75 1.0 %.",
    );
    expect(table).not.toContain('run 1, the server');
  });
});
