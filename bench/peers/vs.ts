import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  quiet,
  sampleProcess,
  sampleThreads,
  startServer,
  UNLIMITED,
  watchOthers,
  watchProcess,
} from '../support/bench-server';
import { mainThreadProfile, monotonicMicros } from '../support/cpu-profile';
import { Child } from './child';
import { countOf, merge, percentileOf } from './histogram';
import { buildUpdates, DEFAULT_BYTES } from './payload';
import type { Driver, SystemName } from './peer';
import type { CommandRoute } from '../support/seat-commands';
import type { SpectatorsReport } from './spectators-child';
import { peerOf } from './systems';
import { whereItWent, type WhereItWent } from './vs-profile';

export interface VsOptions {
  systems: SystemName[];
  sizes: number[];
  runs: number;
  seconds: number;
  warmupSeconds: number;
  intervalMs: number;
  /** Size of the peers' payload (JSON bytes); auto: periscope's mean `updates` frame in the same round. */
  bytes: number | 'auto';
  /** At most this many spectators per spectators' process (at least two processes). */
  perProcess: number;
  /** How periscope's bot sends its commands (bench/live/bench-live-bot.ts). */
  botVia: CommandRoute;
  /** A folder for the servers' CPU profiles (node --cpu-prof), a folder in it per system, size and run. */
  profile?: string;
  json: boolean;
}

/** One system at one size in one run. */
export interface SystemSample {
  system: SystemName;
  spectators: number;
  /** Broadcasts sent while measuring (periscope: commands answered), per second too, and their receipts. */
  sent: number;
  sentPerSecond: number;
  delivered: number;
  p50: number;
  p99: number;
  /** Server CPU seconds while measuring ÷ receipts, in microseconds. */
  cpuPerUpdateUs: number;
  serverCpuPercent: number;
  /** (peak RSS while measuring − RSS before the spectators connected) ÷ spectators. */
  rssPerSpectatorKb: number;
  /**
   * Server CPU from the first spectator's connection to the last one's joined answer, once the server is quiet
   * after its start (bench-server.ts `quiet`), ÷ spectators, in microseconds: a join, with its connection
   * (socket.io's handshake, the snapshot), before the player plays.
   */
  cpuPerJoinUs: number;
  bytesPerMessage: number;
  clientProcesses: number;
  /** The spectators' processes: CPU of the busiest (100 % = one core), and the worst event-loop delay p99. */
  clientCpuPercent: number;
  clientLagP99: number;
  othersCpuPercent: number;
  /**
   * Times the spectators followed a new game while measuring (periscope: its bot's career ended and every
   * spectator joined the next one; a peer: as often as periscope's in the same run, crowdMovesIn). Such a window is
   * kept and counted: its joins are part of what is measured.
   */
  moves: number;
  /** Where the CPU per delivered update went: by thread, and with --profile the main thread's by kind of work. */
  where: WhereItWent;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many spectators' processes hold `spectators`, and how many each (the first ones take the remainder). */
export function splitSpectators(spectators: number, perProcess: number): number[] {
  const processes = Math.max(2, Math.ceil(spectators / perProcess));
  return Array.from(
    { length: processes },
    (_, i) => Math.floor(spectators / processes) + (i < spectators % processes ? 1 : 0),
  ).filter((n) => n > 0);
}

interface RunningServer {
  url: string;
  pid: number;
  target: string;
  stop(): Promise<void>;
}

let profiled = 0;

/** Where a server writes its CPU profiles (node names each thread's): a folder of its own in --profile's. */
const profileDir = (system: SystemName, spectators: number, dir?: string): string | undefined =>
  dir ? resolve(dir, `${system}-${spectators}-${++profiled}`) : undefined;

const profiling = (dir?: string): string[] => (dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);

/** periscope's own server (memory store: the peers keep their state in memory too), or a peer's serve-child. */
async function startSystem(system: SystemName, nodeArgs: string[]): Promise<RunningServer> {
  if (system === 'periscope') {
    const cwd = mkdtempSync(join(tmpdir(), 'periscope-bench-vs-'));
    const server = await startServer(cwd, { EVENT_STORE: 'memory', ...UNLIMITED }, nodeArgs);
    const stop = () => server.stop().finally(() => rmSync(cwd, { recursive: true, force: true }));
    return { url: server.url, pid: server.child.pid as number, target: '', stop };
  }
  const child = new Child('serve-child', [system], nodeArgs);
  const { port, target } = await child.ask<{ port: number; target: string }>('ready');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, target, stop: () => child.close() };
}

/**
 * The player: one update (periscope: one bot command) every intervalMs until stopped; counts what it sent and the
 * crowd moves; `settled` resolves once every spectator has joined the last game. `move` sends the crowd to follow
 * the driver's game again, as periscope's crowd follows its bot's next career (crowdMovesIn).
 */
function play(driver: Driver, clients: Child[], { bytes, intervalMs }: Pace) {
  const state = { playing: true, sent: 0, moves: 0, settled: Promise.resolve() };
  const follow = (target: string) =>
    Promise.all(clients.map((c) => c.ask('followed', { kind: 'follow', target }))).then(
      () => undefined,
      () => undefined, // a spectators' process that failed fails the run when it reports
    );
  const move = (target: string) => {
    state.moves++;
    state.settled = state.settled.then(() => follow(target));
  };
  const loop = (async () => {
    for (let position = 1; state.playing; position++) {
      const started = performance.now();
      const message = buildUpdates(driver.target, position, performance.timeOrigin + started, bytes);
      const moved = await driver.tick(message);
      if (moved) move(moved);
      state.sent++;
      await sleep(Math.max(0, intervalMs - (performance.now() - started)));
    }
  })();
  return {
    state,
    move: () => move(driver.target),
    stop: async () => ((state.playing = false), await loop),
  };
}

/**
 * When, in ms from a window's start, a peer's crowd moves: as many times as periscope's crowd followed a new career
 * in its window of the same run, evenly spread, so that every system does the same work (a peer's crowd leaves
 * its game and joins it again: its own way to follow a game, `Spectator.follow`).
 */
export const crowdMovesIn = (moves: number, seconds: number): number[] =>
  Array.from({ length: moves }, (_, i) => Math.round(((i + 0.5) * seconds * 1000) / moves));

/** One system with `spectators` following one game: a fresh server, its spectators' processes, the player. */
export async function runSystem(
  system: SystemName,
  spectators: number,
  options: VsOptions,
  pace: Pace = { bytes: DEFAULT_BYTES, intervalMs: options.intervalMs, crowdMoves: 0 },
): Promise<SystemSample> {
  const profile = profileDir(system, spectators, options.profile);
  const server = await startSystem(system, profiling(profile));
  const clients: Child[] = [];
  let driver: Driver | undefined;
  let sample: Omit<SystemSample, 'where'>;
  let window: Awaited<ReturnType<typeof measure>>['window'];
  try {
    driver = await peerOf(system).drive(server.url, server.target, options.botVia);
    const counts = splitSpectators(spectators, options.perProcess);
    clients.push(...counts.map(() => new Child('spectators-child')));
    await Promise.all(clients.map((c) => c.ask('ready')));
    // The joins' CPU and the RSS they add are counted on a started server: its start's own work is done.
    if (!(await quiet(server.pid)))
      console.error(
        `${system}: its server still used over 1 % of a core 10 s after its start; its joins are counted from now`,
      );
    const { rssMb: before, cpuSeconds: joinsFrom } = sampleProcess(server.pid);
    for (const [i, count] of counts.entries())
      await clients[i].ask('opened', { kind: 'open', system, url: server.url, target: driver.target, count });
    const cpuPerJoinUs = ((sampleProcess(server.pid).cpuSeconds - joinsFrom) * 1e6) / spectators;
    const player = play(driver, clients, pace);
    await sleep(options.warmupSeconds * 1000);
    let settledMoves = 0;
    // The window starts once the crowd has joined the game being played (a move of the warm-up is not counted).
    while (player.state.moves > settledMoves) {
      settledMoves = player.state.moves;
      await player.state.settled;
      await sleep(SETTLE_MS);
    }
    const moving = crowdMovesIn(pace.crowdMoves, options.seconds).map((ms) => setTimeout(player.move, ms));
    const {
      sent,
      moves,
      cpuPercent,
      peakRssMb,
      clientCpu,
      othersCpuPercent,
      window: measured,
    } = await measure(server.pid, clients, player.state, options.seconds);
    moving.forEach(clearTimeout);
    await player.stop();
    const reports = await Promise.all(
      clients.map((c) => c.ask<SpectatorsReport>('report', { kind: 'report' })),
    );
    const latencies = merge(reports.map((r) => r.latencies));
    const delivered = countOf(latencies) + reports.reduce((n, r) => n + r.untimed, 0);
    window = measured;
    sample = {
      system,
      spectators,
      sent,
      sentPerSecond: sent / options.seconds,
      delivered,
      p50: percentileOf(latencies, 50),
      p99: percentileOf(latencies, 99),
      cpuPerUpdateUs: delivered ? ((cpuPercent / 100) * options.seconds * 1e6) / delivered : NaN,
      serverCpuPercent: cpuPercent,
      rssPerSpectatorKb: ((peakRssMb - before) * 1024) / spectators,
      cpuPerJoinUs,
      bytesPerMessage: delivered ? reports.reduce((n, r) => n + r.bytes, 0) / delivered : NaN,
      clientProcesses: clients.length,
      clientCpuPercent: Math.max(...clientCpu),
      clientLagP99: Math.max(...reports.map((r) => r.lagP99)),
      othersCpuPercent,
      moves,
    };
  } finally {
    driver?.close();
    await Promise.all(clients.map((c) => c.close({ kind: 'close' })));
    await server.stop(); // a profiled server writes its profile as it exits
  }
  const recorded = profile ? mainThreadProfile(profile) : undefined;
  const cut = recorded && { profile: recorded, window: [window.from, window.to] as const };
  return { ...sample, where: whereItWent(window.threads, sample.delivered, cut) };
}

/** After a crowd has joined its new game: its viewers' count goes out (once a second), the joins' garbage is collected. */
const SETTLE_MS = 1000;

/** One measuring window: the server's CPU and peak RSS, the spectators' processes' CPU, everyone else's. */
async function measure(
  serverPid: number,
  clients: Child[],
  player: { sent: number; moves: number },
  seconds: number,
) {
  const watchServer = watchProcess(serverPid);
  const watchClients = clients.map((c) => watchProcess(c.pid));
  const watchRest = watchOthers([serverPid, ...clients.map((c) => c.pid)]);
  const before = { sent: player.sent, moves: player.moves };
  for (const c of clients) c.send({ kind: 'measure', on: true });
  const [from, threadsBefore] = [monotonicMicros(), sampleThreads(serverPid)];
  await sleep(seconds * 1000);
  const [to, threadsAfter] = [monotonicMicros(), sampleThreads(serverPid)];
  for (const c of clients) c.send({ kind: 'measure', on: false });
  const sent = player.sent - before.sent;
  const moves = player.moves - before.moves;
  const { cpuPercent, peakRssMb } = watchServer();
  const clientCpu = watchClients.map((stop) => stop().cpuPercent);
  const threads = {
    main: threadsAfter.main - threadsBefore.main,
    v8: threadsAfter.v8 - threadsBefore.v8,
    profiler: threadsAfter.profiler - threadsBefore.profiler,
    other: threadsAfter.other - threadsBefore.other,
  };
  return {
    sent,
    moves,
    cpuPercent,
    peakRssMb,
    clientCpu,
    othersCpuPercent: watchRest(),
    window: { from, to, threads },
  };
}

/** What the player sends: how many JSON bytes an update, and how often; how often a peer's crowd moves. */
export interface Pace {
  bytes: number;
  intervalMs: number;
  /** A peer's crowd moves in its window: periscope's in the same run (0 for periscope, whose bot decides). */
  crowdMoves: number;
}

/**
 * The peers' pace in a round, from periscope's, which runs first: its mean frame (with --bytes auto), and its
 * commands per second when its bot could not keep the interval (each command waits for the answer of the last
 * on a loaded machine), so that every system fans out as many updates as periscope did; and its crowd moves, so
 * that every crowd follows a game anew as often.
 */
export function paceOf(
  options: Pick<VsOptions, 'bytes' | 'intervalMs'>,
  round: readonly SystemSample[],
): Pace {
  const ours = round.find((s) => s.system === 'periscope');
  const measured = ours?.bytesPerMessage;
  const bytes =
    options.bytes !== 'auto'
      ? options.bytes
      : measured && Number.isFinite(measured)
        ? Math.round(measured)
        : DEFAULT_BYTES;
  const slower = ours && ours.sentPerSecond > 0 ? 1000 / ours.sentPerSecond : 0;
  return { bytes, intervalMs: Math.max(options.intervalMs, slower), crowdMoves: ours?.moves ?? 0 };
}

/** Every size; at each, `runs` rounds of the systems in turn (a, b, c, d, a, b, …): each round is one run. */
export async function runVs(
  options: VsOptions,
  onSample: (run: number, sample: SystemSample) => void = () => {},
): Promise<SystemSample[][]> {
  const rounds: SystemSample[][] = [];
  for (const size of options.sizes)
    for (let run = 1; run <= options.runs; run++) {
      const round: SystemSample[] = [];
      for (const system of options.systems) {
        const sample = await runSystem(system, size, options, paceOf(options, round));
        onSample(run, sample);
        round.push(sample);
      }
      rounds.push(round);
    }
  return rounds;
}
