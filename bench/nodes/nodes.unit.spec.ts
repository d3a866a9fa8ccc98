import type { NotifySample } from './notify-bench';
import { summariseNodes, summariseNotify } from './report';
import type { NodesSample } from './servers';
import { median, percentile } from '../support/stats';
import { wakeLags } from './wake';

const node = (nodes: number, commandsPerSecond: number, p99 = 10, deliveredPerSecond = 100): NodesSample => ({
  nodes,
  commands: commandsPerSecond * 8,
  commandsPerSecond,
  delivered: deliveredPerSecond * 8,
  deliveredPerSecond,
  p50: p99 / 2,
  p99,
  serversCpuPercent: 50 * nodes,
  postgresCpuPercent: 20,
  driverCpuPercent: 10,
  watchersCpuPercent: 5,
  othersCpuPercent: 30,
  watchersLagP99: 1,
});

const notify = (mode: NotifySample['mode'], connections: number, appendsPerSecond: number): NotifySample => ({
  mode,
  connections,
  processes: 3,
  appends: appendsPerSecond * 3,
  appendsPerSecond,
  notifications: mode === 'each' ? appendsPerSecond * 3 : appendsPerSecond,
  wakeP50: 1,
  wakeP99: 5,
  missed: 0,
});

describe('bench nodes arithmetic', () => {
  it('wake lag: from an append to the first NOTIFY carrying its position or a higher one', () => {
    const appends = [
      { position: 1, at: 10 },
      { position: 2, at: 11 },
      { position: 3, at: 12 },
      { position: 4, at: 20 },
    ];
    const heard = [
      { position: 3, at: 15 }, // covers 1-3 at once (coalesced)
      { position: 1, at: 9 }, // arrived first, before its append's answer: a negative lag
    ];
    expect(wakeLags(appends, heard)).toEqual({ lags: [-1, 4, 3], missed: 1 });
  });

  it('percentile by nearest rank and median of an even count', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([], 99)).toBeNaN();
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });

  it('scaling: each run divides by its own one-process figure, and the median of those ratios is shown', () => {
    const rounds = [
      [node(1, 100), node(2, 150), node(3, 120)],
      [node(1, 50), node(2, 100), node(3, 100)],
    ];
    const [one, two, three] = summariseNodes(rounds);
    expect(one).toMatchObject({ nodes: 1, runs: 2, commandsPerSecond: 75, scaling: 1 });
    expect(two.scaling).toBeCloseTo(1.75); // median of 1.5 and 2.0, not 125 ÷ 75
    expect(three.scaling).toBeCloseTo(1.6); // median of 1.2 and 2.0
  });

  it("scaling of the spectators' deliveries: per run too, apart from the commands'", () => {
    const rounds = [
      [node(1, 100, 10, 400), node(2, 100, 10, 1000)],
      [node(1, 100, 10, 200), node(2, 100, 10, 300)],
    ];
    const [one, two] = summariseNodes(rounds);
    expect(one).toMatchObject({ deliveredPerSecond: 300, deliveriesScaling: 1 });
    expect(two).toMatchObject({ deliveredPerSecond: 650, scaling: 1 });
    expect(two.deliveriesScaling).toBeCloseTo(2); // median of 2.5 and 1.5
  });

  it('NOTIFY modes: coalesced ÷ each and each mode ÷ none, per run, at each connection count', () => {
    const rounds = [
      [notify('each', 16, 400), notify('coalesced', 16, 600), notify('none', 16, 800)],
      [notify('each', 16, 500), notify('coalesced', 16, 500), notify('none', 16, 1000)],
    ];
    const [row] = summariseNotify(rounds);
    expect(row).toMatchObject({ connections: 16, each: 450, coalesced: 550, none: 900, missed: 0 });
    expect(row.ratio).toBeCloseTo(1.25); // median of 1.5 and 1.0
    expect(row.eachToNone).toBeCloseTo(0.5);
    expect(row.coalescedToNone).toBeCloseTo(0.625); // median of 0.75 and 0.5
    expect(row.eachNotifications).toBe(1);
    expect(row.coalescedNotifications).toBeCloseTo(1 / 3);
  });
});
