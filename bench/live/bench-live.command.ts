import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runLiveScenario, type LiveBenchOptions, type LiveSample, type LiveScenario } from './bench-live';
import { CLIENTS, type ClientKind } from './bench-live-connection';
import { progress } from '../support/fixtures';
import type { HotFunction } from '../support/cpu-profile';
import { namesFrom, positiveInteger, positiveNumber, UsageError } from '../../apps/cli/src/options';
import { benchVs } from '../peers/vs.command';
import { VS_USAGE } from '../peers/vs-options';
import { markdownTable } from '../../apps/cli/src/tables';

export const BENCH_LIVE_USAGE =
  'bench live [--runs 3] [--seconds 10] [--spectators 2000] [--games 50] [--interval-ms 100]\n' +
  '           [--scenarios one,spread] [--store sqlite|memory] [--client lean|socket.io] [--json]\n' +
  '           [--profile]\n' +
  '  --runs         runs per scenario (the table shows medians)\n' +
  '  --seconds      measured seconds per run (after a 3 s warm-up)\n' +
  "  --spectators   socket.io clients, opened by one separate process (the rejoin scenario's 50 observers by another)\n" +
  '  --games        bot games of the spread scenario (the one scenario has one)\n' +
  '  --interval-ms  time between two commands of one bot game\n' +
  '  --scenarios    one: every spectator on one game; spread: spread over --games games;\n' +
  '                 rejoin: one game whose crowd (all but 50 observers) leaves and joins again every\n' +
  '                 --rejoin-every seconds, as after a restart (the observers tell how long it held them),\n' +
  "                 each re-join followed by a sham as long with nothing done, the run's control\n" +
  '  --rejoin-every seconds between a re-join and a sham of the rejoin scenario (--seconds 20: 3 of each)\n' +
  "  --store        the server's event store\n" +
  "  --client       the spectators' side: socket.io's protocol read with ws alone (lean), or socket.io-client\n" +
  '  --json         print the report as JSON instead of a table\n' +
  "  --profile      record the server's CPU profile in each run and list its hottest functions\n\n" +
  VS_USAGE;

/** The p99 asked of the live views (docs/live.md), from the player's send to a spectator's receipt. */
export const TARGET_P99_MS = 100;

/** The longest a crowd re-join may hold the other spectators' updates (docs/live.md "Joins"). */
export const TARGET_REJOIN_HOLD_MS = 100;

/** Other processes using more CPU than this (100 % = one core) while measuring: the bench shared its cores. */
const BUSY_OTHERS_PERCENT = 25;

const SCENARIOS = ['one', 'spread', 'rejoin'] as const;
const DEFAULT_SCENARIOS = ['one', 'spread'];

export interface LiveBenchArgs extends LiveBenchOptions {
  runs: number;
  scenarios: LiveScenario[];
  json: boolean;
}

export function parseLiveBenchArgs(args: string[]): LiveBenchArgs {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      spectators: { type: 'string', default: '2000' },
      games: { type: 'string', default: '50' },
      'interval-ms': { type: 'string', default: '100' },
      'rejoin-every': { type: 'string', default: '2' },
      scenarios: { type: 'string', default: DEFAULT_SCENARIOS.join(',') },
      store: { type: 'string', default: 'sqlite' },
      client: { type: 'string', default: 'lean' },
      json: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const spectators = positiveInteger(values.spectators, '--spectators');
  if (values.store !== 'sqlite' && values.store !== 'memory')
    throw new UsageError(`--store takes sqlite or memory; got ${values.store}`);
  if (!CLIENTS.includes(values.client as ClientKind))
    throw new UsageError(`--client takes ${CLIENTS.join(' or ')}; got ${values.client}`);
  const games = positiveInteger(values.games, '--games');
  const intervalMs = positiveNumber(values['interval-ms'], '--interval-ms');
  const rejoinEveryMs = positiveNumber(values['rejoin-every'], '--rejoin-every') * 1000;
  const scenarios = namesFrom(values.scenarios, SCENARIOS, '--scenarios').map((name): LiveScenario => ({
    name,
    spectators,
    games: name === 'spread' ? games : 1,
    intervalMs,
    ...(name === 'rejoin' ? { rejoinEveryMs } : {}),
  }));
  return {
    runs: positiveInteger(values.runs, '--runs'),
    seconds: positiveNumber(values.seconds, '--seconds'),
    warmupSeconds: 3,
    store: values.store,
    client: values.client as ClientKind,
    scenarios,
    json: values.json,
    profile: values.profile,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export interface LiveRow {
  scenario: string;
  spectators: number;
  games: number;
  /** Medians over the runs. */
  eventsPerSecond: number;
  updatesPerSecond: number;
  p50: number;
  p99: number;
  cpuPercent: number;
  peakRssMb: number;
  clientCpuPercent: number;
  clientLagP99: number;
  /** p99 / target: below 1 passes. */
  ratio: number;
  /**
   * The rejoin scenario (medians over the runs): the observers' slowest update during a re-join beyond their usual
   * (p50) latency, and beyond their slowest during a sham as long (what the re-join itself adds: the goal's figure).
   */
  rejoinHoldMs?: number;
  rejoinAddedMs?: number;
  pass: boolean;
  runs: LiveSample[];
}

/** How long a crowd re-join held the observers: their slowest update during it beyond their usual (p50) latency. */
export const rejoinHold = (s: LiveSample): number => s.rejoin.duringMax - s.rejoin.quietP50;

/**
 * What a crowd re-join itself added: the observers' slowest update during a re-join beyond their slowest during a
 * sham as long in the same run (the fan-out's own ups and downs on a busy loop are in both).
 */
export const rejoinAdded = (s: LiveSample): number => s.rejoin.duringMax - s.rejoin.shamMax;

export function rowOf(scenario: LiveScenario, runs: LiveSample[], seconds: number): LiveRow {
  const p99 = median(runs.map((r) => r.p99));
  const rejoins = scenario.rejoinEveryMs !== undefined;
  const rejoinAddedMs = rejoins ? median(runs.map(rejoinAdded)) : undefined;
  const rejoinPass =
    rejoinAddedMs === undefined ||
    (rejoinAddedMs <= TARGET_REJOIN_HOLD_MS && runs.every((r) => r.rejoin.rejoins > 0 && r.rejoin.shams > 0));
  return {
    scenario: scenario.name,
    spectators: scenario.spectators,
    games: scenario.games,
    eventsPerSecond: median(runs.map((r) => r.eventsPerSecond)),
    updatesPerSecond: median(runs.map((r) => r.samples / seconds)),
    p50: median(runs.map((r) => r.p50)),
    p99,
    cpuPercent: median(runs.map((r) => r.cpuPercent)),
    peakRssMb: median(runs.map((r) => r.peakRssMb)),
    clientCpuPercent: median(runs.map((r) => r.clientCpuPercent)),
    clientLagP99: median(runs.map((r) => r.clientLagP99)),
    ratio: p99 / TARGET_P99_MS,
    rejoinHoldMs: rejoins ? median(runs.map(rejoinHold)) : undefined,
    rejoinAddedMs,
    pass: p99 < TARGET_P99_MS && rejoinPass && runs.every((r) => r.disorder === 0 && r.joinErrors === 0),
    runs,
  };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function renderLiveTable(rows: LiveRow[], args: LiveBenchArgs): string {
  const header = [
    'scenario',
    'spectators',
    'games',
    'events/s',
    'updates received/s',
    'p50',
    'p99',
    'server CPU',
    'server RSS',
    'spectators CPU',
    'spectators lag p99',
    'target',
    'ratio',
    'pass/fail',
  ];
  const lines = rows.map((r) => [
    { one: 'one game', rejoin: 'one game, crowd re-joins' }[r.scenario] ?? `spread over ${r.games}`,
    int(r.spectators),
    String(r.games),
    int(r.eventsPerSecond),
    int(r.updatesPerSecond),
    `${r.p50.toFixed(1)} ms`,
    `${r.p99.toFixed(1)} ms`,
    `${r.cpuPercent.toFixed(0)} %`,
    `${r.peakRssMb.toFixed(0)} MB`,
    `${r.clientCpuPercent.toFixed(0)} %`,
    `${r.clientLagP99.toFixed(1)} ms`,
    `p99 < ${TARGET_P99_MS} ms`,
    `${r.ratio.toFixed(2)}×`,
    r.pass ? 'PASS' : 'FAIL',
  ]);
  const others = rows.flatMap((r) => r.runs.map((s) => s.othersCpuPercent));
  const notes = [
    `> Medians of ${args.runs} runs of ${args.seconds} s (after a ${args.warmupSeconds} s warm-up), ${args.store} store,`,
    `> spectators: ${args.client === 'lean' ? "socket.io's protocol read with ws alone (--client lean)" : 'socket.io-client (--client socket.io)'},`,
    `> one bot command every ${args.scenarios[0]?.intervalMs} ms per game. Latency = a spectator's receipt time − the`,
    "> bot's send of the command (its commandId carries the time; same machine), for every update of a bot command",
    '> every spectator received. CPU (100 % = one core) and peak RSS from /proc: the server process, and the',
    "> one process that holds every spectator socket; spectators lag: that process's event-loop delay (p99), the",
    '> longest an update may wait there before it is read.',
    `> Other processes used ${Math.min(...others).toFixed(0)}-${Math.max(...others).toFixed(0)} % CPU of the machine's ` +
      `${cpus().length} cores while measuring` +
      (Math.max(...others) > BUSY_OTHERS_PERCENT
        ? ': the bench shared its cores, its latencies are inflated.'
        : '.'),
    ...rows.flatMap((r) => (r.rejoinHoldMs === undefined ? [] : [rejoinNote(r)])),
    ...rows.flatMap((r) => r.runs.flatMap((s, i) => (s.hot ? [hotNote(r, i + 1, s.hot)] : []))),
    ...rows.flatMap((r) =>
      r.runs.some((s) => s.moves > 0)
        ? [
            `> ${r.scenario}: spectators moved to a new career ${r.runs.map((s) => s.moves).join(', ')} times while measuring.`,
          ]
        : [],
    ),
    ...rows.flatMap((r) =>
      r.runs.some((s) => s.disorder > 0 || s.joinErrors > 0)
        ? [
            `> ${r.scenario}: ${r.runs.map((s) => `${s.disorder} out of order, ${s.joinErrors} join errors`).join('; ')}`,
          ]
        : [],
    ),
  ];
  return (
    [markdownTable(header, lines, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])), '', ...notes].join('\n') +
    '\n'
  );
}

/** Where the server's busy time went in one run (--profile): the functions with the most self time. */
const hotNote = (r: LiveRow, run: number, hot: HotFunction[]): string =>
  `> ${r.scenario} run ${run}, the server's busy time while measuring, by function (self): ` +
  hot.map((h) => `${h.where} ${h.percent.toFixed(1)} %`).join(', ') +
  '.';

function rejoinNote(r: LiveRow): string {
  const runs = r.runs.map(
    (s) =>
      `${s.rejoin.rejoins} re-joins of ${int(r.spectators - 50)} answered in p50 ${s.rejoin.durationP50.toFixed(0)} ms, ` +
      `observers p50 ${s.rejoin.quietP50.toFixed(1)} / p99 ${s.rejoin.quietP99.toFixed(1)} ms outside, ` +
      `p99 ${s.rejoin.duringP99.toFixed(1)} / max ${s.rejoin.duringMax.toFixed(1)} ms during, ` +
      `max ${s.rejoin.shamMax.toFixed(1)} ms during ${s.rejoin.shams} shams`,
  );
  return (
    `> rejoin: a crowd re-join added ${r.rejoinAddedMs?.toFixed(0)} ms to the 50 observers' slowest update, against ` +
    `as long a window without one in the same run (median of runs; goal ≤ ${TARGET_REJOIN_HOLD_MS} ms); it held ` +
    `them ${r.rejoinHoldMs?.toFixed(0)} ms beyond their usual p50: ${runs.join('; ')}.`
  );
}

/** `npm run bench:live`: prints the table (or JSON) on stdout, progress on stderr. */
export async function benchLive(args: string[]): Promise<number> {
  if (args.some((a) => a === '--vs' || a.startsWith('--vs='))) return benchVs(args);
  const options = parseLiveBenchArgs(args);
  const rows: LiveRow[] = [];
  for (const scenario of options.scenarios) {
    const runs: LiveSample[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const s = await runLiveScenario(scenario, options);
      progress(
        `${scenario.name} run ${run}/${options.runs}: ${int(s.samples)} updates, p50 ${s.p50.toFixed(1)} ms, ` +
          `p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(0)} ms (first receipt p50 ${s.firstP50.toFixed(1)} ms, ` +
          `fan-out spread p50 ${s.spreadP50.toFixed(1)} p99 ${s.spreadP99.toFixed(1)} ms), ${int(s.eventsPerSecond)} events/s, ` +
          `server ${s.cpuPercent.toFixed(0)} % CPU ${s.peakRssMb.toFixed(0)} MB, spectators ${s.clientCpuPercent.toFixed(0)} % CPU ` +
          `lag p99 ${s.clientLagP99.toFixed(1)} max ${s.clientLagMax.toFixed(0)} ms, ${s.moves} moves, others ${s.othersCpuPercent.toFixed(0)} % CPU` +
          (scenario.rejoinEveryMs
            ? `, ${s.rejoin.rejoins} re-joins held ${rejoinHold(s).toFixed(0)} ms, ` +
              `${rejoinAdded(s).toFixed(0)} ms beyond ${s.rejoin.shams} shams`
            : ''),
      );
      runs.push(s);
    }
    rows.push(rowOf(scenario, runs, options.seconds));
  }
  process.stdout.write(options.json ? `${JSON.stringify(rows, null, 2)}\n` : renderLiveTable(rows, options));
  return rows.every((r) => r.pass) ? 0 : 1;
}
