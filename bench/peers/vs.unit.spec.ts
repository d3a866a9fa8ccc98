import { captured } from '../../apps/cli/src/captured.test-support';
import { main } from '../main';
import { UsageError } from '../../apps/cli/src/options';
import { crowdMovesIn, paceOf, splitSpectators, type SystemSample } from './vs';
import { parseVsArgs } from './vs-options';
import { OTHER_THREADS, V8_HELPERS } from './vs-profile';
import {
  goalsOf,
  jsonOf,
  met,
  renderVsTable,
  renderWhere,
  rowsOf,
  rssPerAddedSpectatorKb,
} from './vs-report';

const sample = (
  system: SystemSample['system'],
  spectators: number,
  over: Partial<SystemSample> = {},
): SystemSample => ({
  system,
  spectators,
  sent: 50,
  sentPerSecond: 10,
  delivered: 50 * spectators,
  p50: 10,
  p99: 40,
  cpuPerUpdateUs: 10,
  serverCpuPercent: 50,
  rssPerSpectatorKb: 20,
  cpuPerJoinUs: 100,
  bytesPerMessage: 1400,
  clientProcesses: 2,
  clientCpuPercent: 30,
  clientLagP99: 4,
  othersCpuPercent: 10,
  moves: 0,
  where: { 'main thread': 8, [V8_HELPERS]: 1.5, [OTHER_THREADS]: 0.5 },
  ...over,
});

describe('bench live --vs options', () => {
  it('defaults to the four sizes, 3 runs of 10 s, periscope first, the payload sized as periscope’s', () => {
    expect(parseVsArgs(['--vs', 'boardgame.io,colyseus,socketio,ws-floor'])).toEqual({
      systems: ['periscope', 'boardgame.io', 'colyseus', 'socketio', 'ws-floor'],
      sizes: [1000, 2000, 5000, 10000],
      runs: 3,
      seconds: 10,
      warmupSeconds: 2,
      intervalMs: 100,
      bytes: 'auto',
      perProcess: 1250,
      botVia: 'socket',
      json: false,
    });
  });

  it('reads every option', () => {
    const args = [
      '--vs=ws-floor,periscope',
      '--sizes',
      '1000, 3000',
      '--runs',
      '1',
      '--seconds',
      '2',
      '--bytes',
      '1500',
    ];
    const more = ['--per-process', '500', '--interval-ms', '50', '--bot-via', 'http', '--json'];
    expect(parseVsArgs([...args, ...more])).toMatchObject({
      systems: ['periscope', 'ws-floor'],
      sizes: [1000, 3000],
      runs: 1,
      seconds: 2,
      intervalMs: 50,
      bytes: 1500,
      perProcess: 500,
      botVia: 'http',
      json: true,
    });
  });

  it.each([
    [['--vs', 'socketcluster'], /--vs takes periscope, boardgame.io, colyseus, socketio, ws-floor/],
    [['--vs', 'floor'], /--vs takes .*; got floor/], // the socket.io broadcast is a baseline now, not the floor
    [['--vs', 'ws-floor', '--sizes', '1000,0'], /--sizes must be a positive integer, got 0/],
    [['--vs', 'ws-floor', '--bytes', 'big'], /--bytes must be a positive integer/],
    [['--sizes', '1000'], /--vs names the systems/],
    [
      ['--vs', 'ws-floor', '--bot-via', 'carrier-pigeon'],
      /--bot-via takes socket or http; got carrier-pigeon/,
    ],
  ])('refuses %j', (args, message) => {
    expect(() => parseVsArgs(args)).toThrow(UsageError);
    expect(() => parseVsArgs(args)).toThrow(message);
  });
});

describe('npm run bench:live -- --vs', () => {
  it('is in the usage of bench live, and a bad system exits 2 before anything starts', async () => {
    const help = await captured(() => main(['live', '--help']));
    expect(help.stdout).toContain(
      'bench live --vs periscope,boardgame.io,colyseus,socketio,ws-floor [--sizes 1000,2000,5000,10000]',
    );
    const bad = await captured(() => main(['live', '--vs', 'ws-floor,nakama']));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--vs takes periscope, boardgame.io, colyseus, socketio, ws-floor; got ws-floor,nakama',
    );
  });
});

describe('spreading the spectators', () => {
  it('over two processes at least, none above the limit, every spectator once', () => {
    expect(splitSpectators(1000, 1250)).toEqual([500, 500]);
    expect(splitSpectators(10000, 1250)).toEqual(Array(8).fill(1250));
    expect(splitSpectators(5001, 1250)).toEqual([1001, 1000, 1000, 1000, 1000]);
    expect(splitSpectators(1, 1250)).toEqual([1]);
  });

  it("sizes and paces the peers' updates as periscope's in the same round", () => {
    const auto = { bytes: 'auto' as const, intervalMs: 100 };
    expect(paceOf(auto, [sample('periscope', 10, { bytesPerMessage: 2483.9 })])).toEqual({
      bytes: 2484,
      intervalMs: 100,
      crowdMoves: 0,
    });
    expect(paceOf(auto, [])).toEqual({ bytes: 1300, intervalMs: 100, crowdMoves: 0 });
    expect(paceOf({ bytes: 900, intervalMs: 100 }, [sample('periscope', 10)])).toEqual({
      bytes: 900,
      intervalMs: 100,
      crowdMoves: 0,
    });
    // A loaded machine: the bot got 4 commands a second answered, the peers send 4 a second too.
    expect(paceOf(auto, [sample('periscope', 10, { sentPerSecond: 4 })]).intervalMs).toBe(250);
  });

  it("moves each peer's crowd as often as periscope's moved in the same run, spread over the window", () => {
    const auto = { bytes: 'auto' as const, intervalMs: 100 };
    expect(paceOf(auto, [sample('periscope', 5000, { moves: 2 })]).crowdMoves).toBe(2);
    expect(crowdMovesIn(2, 10)).toEqual([2500, 7500]);
    expect(crowdMovesIn(1, 10)).toEqual([5000]);
    expect(crowdMovesIn(0, 10)).toEqual([]);
  });
});

describe('the comparison table', () => {
  // Two runs at 1,000: the floor's CPU doubles in the second (the machine slowed), periscope's follows it.
  const rounds = [
    [
      sample('periscope', 1000, { cpuPerUpdateUs: 11, p99: 60 }),
      sample('boardgame.io', 1000, { cpuPerUpdateUs: 90, p99: 300 }),
      sample('ws-floor', 1000, { cpuPerUpdateUs: 10, p99: 30 }),
    ],
    [
      sample('periscope', 1000, { cpuPerUpdateUs: 22, p99: 80 }),
      sample('boardgame.io', 1000, { cpuPerUpdateUs: 180, p99: 500 }),
      sample('ws-floor', 1000, { cpuPerUpdateUs: 20, p99: 40 }),
    ],
    [
      sample('periscope', 5000, { cpuPerUpdateUs: 15, p99: 260 }),
      sample('boardgame.io', 5000, { cpuPerUpdateUs: 14, p99: 900 }),
      sample('ws-floor', 5000, { cpuPerUpdateUs: 10, p99: 100, sent: 40, othersCpuPercent: 60 }),
    ],
  ];

  it('divides each run by the floor of the same run, then takes the median', () => {
    const rows = rowsOf(rounds);
    expect(rows.map((r) => [r.name, r.spectators, r.runs])).toEqual([
      ['periscope', 1000, 2],
      ['boardgame.io', 1000, 2],
      ['ws-floor', 1000, 2],
      ['periscope', 5000, 1],
      ['boardgame.io', 5000, 1],
      ['ws-floor', 5000, 1],
    ]);
    expect(rows[0].cpuRatio).toBeCloseTo(1.1);
    expect(rows[0].cpuPerUpdateUs).toBeCloseTo(16.5);
    expect(rows[1].cpuRatio).toBeCloseTo(9);
    expect(rows[2].cpuRatio).toBe(1);
    expect(rows[3].p99Ratio).toBeCloseTo(2.6);
    expect(rows[5].delivered).toBe(1.25); // 50 × 5,000 receipts of 40 × 5,000 sent: the sample is made up
  });

  it('checks the goals: ≤ 1.3× the ws floor, ahead of each peer, p99 < 250 ms at 5,000', () => {
    const goals = goalsOf(rowsOf(rounds)).map((g) => [g.goal, g.pass, met(g)]);
    expect(goals).toEqual([
      ["1,000: CPU per delivered update ≤ 1.3× the floor's (ws-floor)", true, true],
      ["1,000: CPU per join ≤ 3× the floor's (ws-floor)", true, true],
      ["1,000: memory per spectator ≤ the peers' (boardgame.io)", true, true],
      ['1,000: ahead of boardgame.io (CPU per delivered update and p99)', true, true],
      ["5,000: CPU per delivered update ≤ 1.3× the floor's (ws-floor)", false, false],
      ["5,000: CPU per join ≤ 3× the floor's (ws-floor)", true, false],
      ["5,000: memory per spectator ≤ the peers' (boardgame.io)", true, false],
      ['5,000: ahead of boardgame.io (CPU per delivered update and p99)', false, false],
      ['5,000: p99 < 250 ms', false, false],
      ["memory per spectator added from 1,000 to 5,000 ≤ the peers' (boardgame.io)", true, false],
    ]);
  });

  it("takes the server's own growth out of memory per spectator with two sizes: the growth between them", () => {
    // 2026-11-29's figures: periscope grows ~81 MB while it plays, plus ~20 KB a spectator; Colyseus 27 KB.
    const rows = rowsOf([
      [
        sample('periscope', 1000, { rssPerSpectatorKb: 101 }),
        sample('colyseus', 1000, { rssPerSpectatorKb: 55 }),
      ],
      [
        sample('periscope', 5000, { rssPerSpectatorKb: 36 }),
        sample('colyseus', 5000, { rssPerSpectatorKb: 33 }),
      ],
    ]);
    expect(rssPerAddedSpectatorKb(rows, 'periscope')).toBeCloseTo(19.75);
    expect(rssPerAddedSpectatorKb(rows, 'colyseus')).toBeCloseTo(27.5);
    expect(rssPerAddedSpectatorKb(rows, 'boardgame.io')).toBeNull();
    const memory = goalsOf(rows).filter((g) => g.goal.includes('memory'));
    expect(memory.map((g) => [g.goal, g.pass, g.detail])).toEqual([
      ["1,000: memory per spectator ≤ the peers' (colyseus)", false, '101.0 KB vs 55.0 KB'],
      ["5,000: memory per spectator ≤ the peers' (colyseus)", false, '36.0 KB vs 33.0 KB'],
      ["memory per spectator added from 1,000 to 5,000 ≤ the peers' (colyseus)", true, '19.8 KB vs 27.5 KB'],
    ]);
    // One size: no growth between sizes to compare.
    expect(goalsOf(rows.filter((r) => r.spectators === 1000)).some((g) => g.goal.includes('added'))).toBe(
      false,
    );
  });

  it("checks a join against the floor's of the same run, and the memory per spectator against every peer's", () => {
    const round = (ours: number, floor: number, colyseusKb: number) => [
      sample('periscope', 1000, { cpuPerJoinUs: ours, rssPerSpectatorKb: 30 }),
      sample('colyseus', 1000, { rssPerSpectatorKb: colyseusKb }),
      sample('boardgame.io', 1000, { rssPerSpectatorKb: 50 }),
      sample('ws-floor', 1000, { cpuPerJoinUs: floor }),
    ];
    // 2.5× then 4×: the median of the runs' ratios, 3.25×, misses the goal; a join costs 325 µs at the median.
    const rows = rowsOf([round(250, 100, 40), round(400, 100, 25)]);
    expect(rows[0]).toMatchObject({ cpuPerJoinUs: 325, joinRatio: 3.25, rssPerSpectatorKb: 30 });
    const goals = goalsOf(rows);
    expect(goals.find((g) => g.goal.includes('per join'))).toMatchObject({
      pass: false,
      detail: '325.0 µs, 3.25×',
    });
    // periscope's 30 KB against Colyseus's median 32.5 KB and boardgame.io's 50 KB: met.
    expect(goals.find((g) => g.goal.includes('memory'))).toMatchObject({
      goal: "1,000: memory per spectator ≤ the peers' (colyseus, boardgame.io)",
      pass: true,
      detail: '30.0 KB vs 32.5 KB vs 50.0 KB',
    });
    const leaner = goalsOf(rowsOf([round(250, 100, 20)]));
    expect(leaner.find((g) => g.goal.includes('memory'))?.pass).toBe(false);
  });

  it('flags the goals of a size where other processes used more than a quarter of a core, or short windows', () => {
    const goals = goalsOf(rowsOf(rounds));
    expect(goals[0].flagged).toBeUndefined();
    expect(goals[4].flagged).toBe('other processes used up to 60 % of a core');
    const short = goalsOf(rowsOf(rounds.slice(0, 2)), 3);
    expect(short.map((g) => [g.pass, met(g), g.flagged])).toEqual(
      Array.from({ length: 4 }, () => [true, false, 'windows of 3 s, under 10 s']),
    );
  });

  it('prints one row per system and size, the goals and the notes; JSON names each system', () => {
    const options = parseVsArgs(['--vs', 'boardgame.io,ws-floor', '--sizes', '1000,5000', '--runs', '2']);
    const text = renderVsTable(rowsOf(rounds), options);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(
      /^\| spectators \| system +\| updates\/s \| +p50 \| +p99 \| p99 ÷ ws-floor \| CPU per delivered update \|/,
    );
    expect(lines[2]).toMatch(
      /^\| +1,000 \| periscope +\| +10\.0 \| +10\.0 ms \| +70\.0 ms \| +2\.00× \| +16\.5 µs \| +1\.10× \| +20\.0 KB \| +100\.0 µs \| +1\.00× \| +100\.0 % \|/,
    );
    expect(text).toContain("- PASS 1,000: CPU per delivered update ≤ 1.3× the floor's (ws-floor): 1.10×\n");
    expect(text).toContain(
      '- FAIL 5,000: p99 < 250 ms: 260.0 ms (flagged, not a claim: other processes used up to 60 % of a core)',
    );
    expect(text).toContain('> Medians of 2 runs of 10 s');
    const json = JSON.parse(JSON.stringify(jsonOf(rowsOf(rounds))));
    expect(json.rows[0]).toMatchObject({ name: 'periscope', spectators: 1000, p50: 10, p99: 70 });
    expect(json.goals).toHaveLength(10);
  });

  it("says where each system's CPU per delivered update went, and periscope's gap to the floor row by row", () => {
    const where = (main: number, v8: number) => ({
      'main thread': main,
      [V8_HELPERS]: v8,
      [OTHER_THREADS]: 0.02,
    });
    const text = renderWhere(
      rowsOf([
        [
          sample('periscope', 1000, { where: where(9.5, 1.2) }),
          sample('ws-floor', 1000, { where: where(7.1, 0) }),
        ],
        [
          sample('periscope', 1000, { where: where(10.5, 1.4) }),
          sample('ws-floor', 1000, { where: where(7.3, 0.1) }),
        ],
      ]),
    );
    const rows = text.split('\n').filter((l) => l.startsWith('| '));
    expect(rows[0]).toMatch(
      /^\| 1,000 spectators: µs per delivered update +\| periscope \| ws-floor \| periscope − ws-floor \|$/,
    );
    expect(
      rows.slice(1).map((l) =>
        l
          .split('|')
          .map((c) => c.trim())
          .slice(1, 5),
      ),
    ).toEqual([
      ['main thread', '10.00', '7.20', '+2.80'],
      [V8_HELPERS, '1.30', '0.05', '+1.25'],
      ['in all', '11.30', '7.25', '+4.05'], // the other threads, under 0.05 µs everywhere, are left out
    ]);
    expect(text).toContain('with --profile DIR, the main thread is split by kind of work too');
  });
});
