import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENTS, type ClientKind } from '../live/bench-live-connection';
import { startServer, UNLIMITED, watchOthers, watchProcess } from '../support/bench-server';
import type { Latency } from './bench-tournament-samples';
import { post, spectatorGroup } from './bench-tournament-driver';
import { EntrantBot } from './bench-tournament-bot';
import { commandRouteOf, type CommandRoute } from '../support/seat-commands';
import { progress } from '../support/fixtures';
import { nonNegativeNumber, positiveInteger, positiveNumber, UsageError } from '../../apps/cli/src/options';
import {
  compareWithFloor,
  floorGoalMet,
  floorGoals,
  summariseFloor,
  type FloorComparison,
} from './bench-tournament-floor';
import { markdownTable } from '../../apps/cli/src/tables';
import { DEFAULT_BYTES } from '../peers/payload';
import { FLOOR } from '../peers/peer';
import { runSystem, splitSpectators, type SystemSample, type VsOptions } from '../peers/vs';

export const BENCH_TOURNAMENT_USAGE =
  'bench tournament [--entrants 120] [--spectators 1000[,5000]] [--seconds 60] [--interval-ms 500]\n' +
  '                 [--format wolfpack|top-tonnage|survival] [--store sqlite|memory] [--client lean|socket.io]\n' +
  '                 [--warmup-seconds 2] [--per-process 2500] [--runs 1] [--floor off|on] [--floor-seconds 10] [--profile DIR] [--json]\n' +
  '                 [--bot-via socket|http]\n' +
  '  --entrants    bot entrants (wolfpack: packs of six, 120 = 20 packs)\n' +
  '  --spectators  socket.io clients on the tournament room, opened by separate processes; a list runs each\n' +
  "  --per-process at most this many spectators per spectators' process (at least two processes; the floor's alike)\n" +
  '  --runs        runs at each number of spectators\n' +
  '  --floor       on: after each run, the floor (plain ws, one frame written to each socket) sends bytes of the\n' +
  '                mean update size once a second to as many spectators for --floor-seconds; ours ÷ its p99\n' +
  '  --seconds     at most this long; the run ends earlier when every career has stopped\n' +
  "  --warmup-seconds leaderboards received in the first seconds of play do not count (the floor's warm-up alike)\n" +
  '  --interval-ms time between two commands of one entrant\n' +
  "  --bot-via     how the entrants send their commands: socket (the web client's route) or http\n" +
  "  --format      the tournament format (wolfpack: the server's coordinators run the convoy battles)\n" +
  "  --store       the server's event store\n" +
  '  --client      lean: socket.io frames read over ws (default); socket.io: a socket.io-client per spectator\n' +
  "  --profile     write the server's CPU profiles (node --cpu-prof) of each run into a folder of DIR\n" +
  '  --json        print the report as JSON instead of a table';

/** Leaderboard p99 from append to client, and the server's memory. */
export const TARGET_P99_MS = 250;
export const TARGET_RSS_MB = 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Args {
  entrants: number;
  spectators: number[];
  perProcess: number;
  runs: number;
  floor: boolean;
  floorSeconds: number;
  profile?: string;
  seconds: number;
  warmupSeconds: number;
  intervalMs: number;
  format: string;
  store: 'sqlite' | 'memory';
  client: ClientKind;
  botVia: CommandRoute;
  json: boolean;
}

function parse(args: string[]): Args {
  const { values } = parseArgs({
    args,
    options: {
      entrants: { type: 'string', default: '120' },
      spectators: { type: 'string', default: '1000' },
      'per-process': { type: 'string', default: '2500' },
      runs: { type: 'string', default: '1' },
      floor: { type: 'string', default: 'off' },
      'floor-seconds': { type: 'string', default: '10' },
      profile: { type: 'string' },
      seconds: { type: 'string', default: '60' },
      'warmup-seconds': { type: 'string', default: '2' },
      'interval-ms': { type: 'string', default: '500' },
      format: { type: 'string', default: 'wolfpack' },
      store: { type: 'string', default: 'sqlite' },
      client: { type: 'string', default: 'lean' },
      'bot-via': { type: 'string', default: 'socket' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.store !== 'sqlite' && values.store !== 'memory')
    throw new UsageError(`--store takes sqlite or memory; got ${values.store}`);
  if (!['wolfpack', 'top-tonnage', 'survival'].includes(values.format))
    throw new UsageError(`--format takes wolfpack, top-tonnage or survival; got ${values.format}`);
  if (values.floor !== 'on' && values.floor !== 'off')
    throw new UsageError(`--floor takes on or off; got ${values.floor}`);
  if (!CLIENTS.includes(values.client as ClientKind))
    throw new UsageError(`--client takes ${CLIENTS.join(' or ')}; got ${values.client}`);
  return {
    entrants: positiveInteger(values.entrants, '--entrants'),
    spectators: values.spectators.split(',').map((n) => positiveInteger(n.trim(), '--spectators')),
    perProcess: positiveInteger(values['per-process'], '--per-process'),
    runs: positiveInteger(values.runs, '--runs'),
    floor: values.floor === 'on',
    floorSeconds: positiveNumber(values['floor-seconds'], '--floor-seconds'),
    profile: values.profile,
    seconds: positiveNumber(values.seconds, '--seconds'),
    warmupSeconds: nonNegativeNumber(values['warmup-seconds'], '--warmup-seconds'),
    intervalMs: positiveNumber(values['interval-ms'], '--interval-ms'),
    format: values.format,
    store: values.store,
    client: values.client as ClientKind,
    botVia: commandRouteOf(values['bot-via'], '--bot-via'),
    json: values.json,
  };
}

export interface TournamentBenchResult {
  entrants: number;
  packs: number;
  spectators: number;
  seconds: number;
  events: number;
  eventsPerSecond: number;
  leaderboards: number;
  /** Receipt − append of the newest event reflected, and the part beyond the once-a-second hold (the target's). */
  total: Latency;
  beyondHold: Latency;
  firstP99: number;
  spreadP99: number;
  spectatorLagP99: number;
  minGapMs: number;
  meanUpdateBytes: number;
  peakRssMb: number;
  cpuPercent: number;
  /** CPU (100 % = one core) of the spectators' processes (together), of this driver (the bots), and of anything else. */
  spectatorsCpuPercent: number;
  spectatorProcesses: number;
  driverCpuPercent: number;
  otherCpuPercent: number;
  disorder: number;
  joinErrors: number;
  pass: boolean;
}

/**
 * `npm run bench:tournament`: a fresh server, one tournament of bot entrants playing over HTTP, and the
 * spectators' process on its leaderboard room. Latency = a spectator's receipt − the store's append time of the
 * newest event the leaderboard reflects (its `updatedAt`).
 */
export async function benchTournament(argv: string[]): Promise<number> {
  const args = parse(argv);
  const results: TournamentBenchResult[] = [];
  const comparisons: FloorComparison[] = [];
  for (const spectators of args.spectators)
    for (let run = 1; run <= args.runs; run++) {
      progress(`run ${run}: ${spectators} spectators, load average ${loadavg()[0].toFixed(1)}`);
      const result = await runTournament(args, spectators);
      results.push(result);
      if (!args.json) process.stdout.write(render(result, args));
      if (!args.floor) continue;
      comparisons.push(compareWithFloor(result, await runFloor(args, result)));
      progress(`against the floor: ${JSON.stringify(comparisons.at(-1))}`);
    }
  const summary = summariseFloor(comparisons);
  if (args.json) process.stdout.write(`${JSON.stringify({ results, comparisons, summary }, null, 2)}\n`);
  else if (args.floor) process.stdout.write(`\n${renderFloor(comparisons, summary)}\n`);
  return results.every((r) => r.pass) && floorGoalMet(summary) ? 0 : 1;
}

/** The floor at the run's size: its mean update's bytes, once a second, to as many spectators. */
function runFloor(args: Args, ours: TournamentBenchResult): Promise<SystemSample> {
  const bytes = Number.isFinite(ours.meanUpdateBytes) ? Math.round(ours.meanUpdateBytes) : DEFAULT_BYTES;
  const options: VsOptions = {
    systems: [FLOOR],
    sizes: [ours.spectators],
    runs: 1,
    seconds: args.floorSeconds,
    warmupSeconds: args.warmupSeconds,
    intervalMs: 1000,
    bytes,
    perProcess: args.perProcess, // the same split as ours
    botVia: 'socket', // the floor has no bot: its player emits
    json: args.json,
  };
  return runSystem(FLOOR, ours.spectators, options, { bytes, intervalMs: 1000, crowdMoves: 0 });
}

let profiled = 0;

/**
 * node's flags for the server's CPU profiles (written when it stops): a folder per run, named after the spectators,
 * where node names each thread's profile (its main thread's and its audit thread's would share one fixed name).
 */
const profiling = (dir: string | undefined, spectators: number): string[] =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(dir, `tournament-${spectators}-${++profiled}`)}`] : [];

/** One bench:tournament run with `spectators` on the leaderboard room. */
async function runTournament(args: Args, spectators: number): Promise<TournamentBenchResult> {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-bench-tournament-'));
  const server = await startServer(
    cwd,
    {
      EVENT_STORE: args.store,
      ...UNLIMITED,
    },
    profiling(args.profile, spectators),
  );
  const spectatorsOf = spectatorGroup(splitSpectators(spectators, args.perProcess));
  try {
    const created = await post(`${server.url}/api/tournaments`, {
      name: 'Bench',
      organiser: 'bench',
      format: args.format,
      ...(args.format !== 'wolfpack' && { uboatTypes: ['VIIC'] }),
      startDate: '1943-07',
    });
    const id = created.tournamentId as string;
    const bots: EntrantBot[] = [];
    for (let n = 1; n <= args.entrants; n++)
      bots.push(await EntrantBot.register(server.url, id, `Bot ${n}`, args.botVia));
    progress(`${args.entrants} entrants registered; opening ${spectators} spectators`);
    await spectatorsOf.open(server.url, id, args.client);
    const started = await post(
      `${server.url}/api/tournaments/${id}/actions`,
      { type: 'StartTournament', data: {} },
      created.organiserToken as string,
    );
    const packs = (started.events as { type: string }[]).filter((e) => e.type === 'WolfpackFormed').length;
    const stop = watchProcess(server.child.pid as number);
    const stopSpectators = spectatorsOf.pids.map((pid) => watchProcess(pid));
    const stopOthers = watchOthers([server.child.pid as number, ...spectatorsOf.pids]);
    const driverCpu = process.cpuUsage();
    const begin = performance.now();
    const warmup = setTimeout(() => spectatorsOf.measure(), args.warmupSeconds * 1000);
    const end = begin + args.seconds * 1000;
    const play = async (bot: EntrantBot, slot: number) => {
      await sleep((slot * args.intervalMs) / bots.length); // entrants at spread-out moments, as players
      while (performance.now() < end) {
        const t = performance.now();
        if ((await bot.step()) === 'done') return;
        await sleep(Math.max(0, args.intervalMs - (performance.now() - t)));
      }
    };
    await Promise.all(bots.map(play));
    for (const bot of bots) bot.close();
    clearTimeout(warmup);
    const seconds = (performance.now() - begin) / 1000;
    await sleep(1500); // the last coalesced leaderboard
    const { peakRssMb, cpuPercent } = stop();
    const spectatorsCpuPercent = stopSpectators.reduce((sum, s) => sum + s().cpuPercent, 0);
    const otherCpuPercent = stopOthers();
    const driver = process.cpuUsage(driverCpu);
    const driverCpuPercent = (100 * (driver.user + driver.system)) / 1e6 / (seconds + 1.5);
    const report = await spectatorsOf.report();
    const events = bots.reduce((t, b) => t + b.events, 0);
    const result: TournamentBenchResult = {
      entrants: args.entrants,
      packs,
      spectators,
      seconds,
      events,
      eventsPerSecond: events / seconds,
      leaderboards: report.total.samples,
      total: report.total,
      beyondHold: report.beyondHold,
      firstP99: report.firstP99,
      spreadP99: report.spreadP99,
      spectatorLagP99: report.lagP99,
      minGapMs: report.minGapMs,
      meanUpdateBytes: report.meanUpdateBytes,
      peakRssMb,
      cpuPercent,
      spectatorsCpuPercent,
      spectatorProcesses: report.processes,
      driverCpuPercent,
      otherCpuPercent,
      disorder: report.disorder,
      joinErrors: report.joinErrors,
      pass:
        report.beyondHold.p99 < TARGET_P99_MS &&
        peakRssMb < TARGET_RSS_MB &&
        report.disorder === 0 &&
        report.joinErrors === 0 &&
        report.minGapMs >= 1000,
    };
    return result;
  } finally {
    spectatorsOf.close();
    await server.stop();
    rmSync(cwd, { recursive: true, force: true });
  }
}

function render(r: TournamentBenchResult, args: Args): string {
  const header = [
    'entrants',
    'packs',
    'spectators',
    'events/s',
    'leaderboards received',
    'p50 / p99',
    'beyond the hold: p50 / p99',
    'p99 first / fan-out',
    'spectators lag p99',
    'min gap',
    'update size',
    'server RSS',
    'CPU: server / spectators / bots / others',
    'target',
    'pass/fail',
  ];
  const line = [
    String(r.entrants),
    String(r.packs),
    String(r.spectators),
    r.eventsPerSecond.toFixed(0),
    String(r.leaderboards),
    `${r.total.p50.toFixed(1)} / ${r.total.p99.toFixed(1)} ms`,
    `${r.beyondHold.p50.toFixed(1)} / ${r.beyondHold.p99.toFixed(1)} ms`,
    `${r.firstP99.toFixed(1)} / ${r.spreadP99.toFixed(1)} ms`,
    `${r.spectatorLagP99.toFixed(1)} ms`,
    `${r.minGapMs.toFixed(0)} ms`,
    `${(r.meanUpdateBytes / 1024).toFixed(1)} KB`,
    `${r.peakRssMb.toFixed(0)} MB`,
    `${r.cpuPercent.toFixed(0)} / ${r.spectatorsCpuPercent.toFixed(0)} / ${r.driverCpuPercent.toFixed(0)} / ${r.otherCpuPercent.toFixed(0)} %`,
    `p99 < ${TARGET_P99_MS} ms, RSS < ${TARGET_RSS_MB} MB`,
    r.pass ? 'PASS' : 'FAIL',
  ];
  const notes = [
    `> ${args.format} tournament, ${args.store} store, ${args.client} spectators, ${r.seconds.toFixed(1)} s of play (until every career stopped or`,
    `> --seconds; leaderboards received in its first ${args.warmupSeconds} s do not count), one command every ${args.intervalMs} ms per entrant. Latency: receipt − append time of the newest`,
    '> event the leaderboard reflects; first: its first spectator, fan-out: last − first spectator; leaderboards are',
    `> coalesced to one a second per tournament (min gap between two sentAt). Spectators lag: the worst of their ${r.spectatorProcesses}`,
    "> processes' event-loop delay, part of what is measured. The once-a-second rule holds a change that",
    '> comes soon after a leaderboard until that second is over (up to 1,000 ms, most when changes are sparse, as',
    '> boats finish): "beyond the hold" = receipt − the later of the append and the moment the rule let the',
    "> leaderboard go (the previous one's sentAt + 1,000 ms), what the server and the network add; the target applies to it.",
    `> ${r.disorder} out of order, ${r.joinErrors} join errors.`,
  ];
  return (
    [markdownTable(header, [line], new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])), '', ...notes].join(
      '\n',
    ) + '\n'
  );
}

function renderFloor(runs: readonly FloorComparison[], summary: readonly FloorComparison[]): string {
  const header = [
    'spectators',
    'p99 beyond the hold',
    'p99 with the hold',
    'floor p99',
    'beyond the hold ÷ floor',
    'server CPU: periscope / floor',
    'others CPU: periscope / floor',
    'spread over the crowd p99',
    "spectators' lag p99: periscope / floor",
  ];
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const line = (r: FloorComparison, label: string) => [
    `${r.spectators.toLocaleString('en-US')}${label}`,
    ms(r.beyondHoldP99),
    ms(r.totalP99),
    ms(r.floorP99),
    `${r.ratio.toFixed(2)}×`,
    `${r.serverCpuPercent.toFixed(0)} / ${r.floorCpuPercent.toFixed(0)} %`,
    `${r.othersCpuPercent.toFixed(0)} / ${r.floorOthersCpuPercent.toFixed(0)} %`,
    ms(r.spreadP99),
    `${ms(r.lagP99)} / ${ms(r.floorLagP99)}`,
  ];
  const lines = [...runs.map((r) => line(r, '')), ...summary.map((r) => line(r, ' (median)'))];
  return [
    markdownTable(header, lines, new Set([1, 2, 3, 4, 5, 6, 7, 8])),
    '',
    ...floorGoals(summary),
    '',
    `> Floor: plain ws (bench/peers/ws-floor.ts), one frame of the run's mean update size written to each spectator's`,
    "> socket once a second, to as many spectators (spectators split over processes as periscope's), right after",
    '> each run; its p99 is receipt − send. Spread: first to last spectator of one leaderboard (periscope); lag: the',
    "> spectators' processes' event-loop delay, how late they read what was written.",
    `> Target: p99 beyond the hold < ${TARGET_P99_MS} ms at 5,000 spectators.`,
  ].join('\n');
}
