import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { BotGame } from './bench-live-bot';
import type { ClientCommand, ClientReport } from './bench-live-clients';
import type { ClientKind } from './bench-live-connection';
import { rejoinReport, type RejoinReport, type Window } from './rejoin-report';
import { startServer, UNLIMITED, watchOthers, watchProcess } from '../support/bench-server';
import { hotFunctions, mainThreadProfile, monotonicMicros, type HotFunction } from '../support/cpu-profile';

export interface LiveScenario {
  name: string;
  spectators: number;
  games: number;
  /** Milliseconds between two commands of one bot game. */
  intervalMs: number;
  /** While measuring, the crowd (all but the observers) leaves and re-joins the first game this often. */
  rejoinEveryMs?: number;
}

export interface LiveBenchOptions {
  store: 'sqlite' | 'memory';
  /** How the spectators' process speaks to the server (bench-live-connection). */
  client: ClientKind;
  seconds: number;
  warmupSeconds: number;
  /** Record the server's CPU profile and report its hottest functions (node --cpu-prof). */
  profile: boolean;
}

export interface LiveSample {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Per message: first receipt − the bot's send (p50), and the fan-out spread, last − first receipt (p50, p99). */
  firstP50: number;
  spreadP50: number;
  spreadP99: number;
  eventsPerSecond: number;
  commandsPerSecond: number;
  cpuPercent: number;
  peakRssMb: number;
  /** CPU of the spectators' process (100 % = one core): above ~90 % its own queue adds to the latency. */
  clientCpuPercent: number;
  /** The spectators' process's event-loop delay while measuring (p99, max). */
  clientLagP99: number;
  clientLagMax: number;
  /** CPU used by other processes of the machine while measuring (100 % = one core). */
  othersCpuPercent: number;
  /** Times the spectators moved to a new career while measuring. */
  moves: number;
  disorder: number;
  joinErrors: number;
  rejoin: RejoinReport;
  /** With --profile: the server's hottest functions while measuring (self time, share of its busy time). */
  hot?: HotFunction[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The spectators' process, driven over IPC: each request waits for the answer of its kind. */
class Spectators {
  readonly child: ChildProcess;
  private readonly waiting = new Map<
    string,
    { resolve: (message: never) => void; reject: (e: Error) => void }
  >();
  private failure?: Error;

  constructor() {
    this.child = fork(join(__dirname, `bench-live-clients${extname(__filename)}`), [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: { kind: string; message?: string }) => {
      if (message.kind === 'error') return this.fail(new Error(`spectators: ${message.message}`));
      this.waiting.get(message.kind)?.resolve(message as never);
    });
    this.child.on('exit', (code) => this.fail(new Error(`the spectators' process exited (${code})`)));
  }

  /** A failure of the spectators' process fails every request, now or later (the run then cleans up). */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(this.failure);
    this.waiting.clear();
  }

  send(command: ClientCommand): void {
    if (this.child.connected) this.child.send(command);
  }

  ask<T>(command: ClientCommand, answer: string): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(answer, { resolve: resolve as (message: never) => void, reject });
      this.child.send(command);
    });
  }

  close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    if (this.child.connected) this.child.send({ kind: 'close' });
    else this.child.kill();
    return exited;
  }
}

/**
 * The spectators that stay joined through a crowd re-join, in a process of their own: their updates tell how long
 * the re-join held them, and their reading is not delayed by the crowd's thousands of sockets.
 */
const OBSERVERS = 50;

/** How many of the server's hottest functions a profiled run reports. */
const HOT_FUNCTIONS = 8;

/** The observers' process of the re-join scenario, opened and watching `careerId`. */
async function openObservers(url: string, client: ClientKind, careerId: string): Promise<Spectators> {
  const observers = new Spectators();
  await observers.ask({ kind: 'open', url, count: OBSERVERS, client, observe: true }, 'opened');
  await observers.ask({ kind: 'watch', stream: 'career', ids: [careerId] }, 'watching');
  return observers;
}

const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Waits `ms`, and meanwhile, every `everyMs` if given, has the crowd re-join (one re-join at a time), each re-join
 * but the last followed, `everyMs` later, by a sham: a window as long as it with nothing done (the control the
 * re-join's hold is measured against, rejoin-report.ts). Returns the shams, on the machine's clock.
 */
async function measureFor(ms: number, everyMs: number | undefined, rejoin: () => Promise<unknown>) {
  const end = performance.now() + ms;
  const shams: Window[] = [];
  if (everyMs === undefined) {
    await sleep(ms);
    return shams;
  }
  let lastMs: number | undefined;
  while (performance.now() + everyMs < end) {
    await sleep(everyMs);
    const start = wallClock();
    if (lastMs === undefined) {
      await rejoin();
      lastMs = wallClock() - start;
    } else if (performance.now() + lastMs < end) {
      await sleep(lastMs);
      shams.push([start, wallClock()]);
      lastMs = undefined;
    }
  }
  await sleep(Math.max(0, end - performance.now()));
  return shams;
}

/**
 * One run: a fresh server (its own store in a temporary folder), the spectators' process, `games` bot games
 * playing over HTTP. Spectators are spread evenly over the games; when a career stops (a rule not played yet,
 * or its end) the bot starts another and its spectators move to it. Measures for `seconds` after a warm-up.
 */
export async function runLiveScenario(
  scenario: LiveScenario,
  options: LiveBenchOptions,
): Promise<LiveSample> {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-bench-live-'));
  const profileDir = join(cwd, 'profile');
  const server = await startServer(
    cwd,
    { EVENT_STORE: options.store, ...UNLIMITED },
    options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  let sample: LiveSample | undefined;
  const measured: [number, number] = [0, 0];
  const spectators = new Spectators();
  let observers: Spectators | undefined;
  let playing = true;
  try {
    const crowd = scenario.spectators - (scenario.rejoinEveryMs ? OBSERVERS : 0);
    await spectators.ask({ kind: 'open', url: server.url, count: crowd, client: options.client }, 'opened');
    const games = await Promise.all(Array.from({ length: scenario.games }, () => BotGame.start(server.url)));
    await spectators.ask({ kind: 'watch', stream: 'career', ids: games.map((g) => g.careerId) }, 'watching');
    if (scenario.rejoinEveryMs)
      observers = await openObservers(server.url, options.client, games[0].careerId);
    let counted = { commands: 0, events: 0 };
    const play = async (slot: number) => {
      while (playing) {
        const started = performance.now();
        const game = games[slot];
        if (!(await game.step())) {
          counted = { commands: counted.commands + game.commands, events: counted.events + game.events };
          game.close();
          games[slot] = await BotGame.start(server.url);
          const to = games[slot].careerId;
          for (const group of [spectators, observers])
            group?.send({ kind: 'switch', stream: 'career', from: game.careerId, to });
        }
        await sleep(Math.max(0, scenario.intervalMs - (performance.now() - started)));
      }
    };
    // Bots start at spread-out moments, as players do.
    const bots = games.map((_, slot) =>
      sleep((slot * scenario.intervalMs) / games.length).then(() => play(slot)),
    );
    await sleep(options.warmupSeconds * 1000);
    const totals = () =>
      games.reduce((t, g) => ({ commands: t.commands + g.commands, events: t.events + g.events }), counted);
    const before = totals();
    const stopWatching = watchProcess(server.child.pid as number);
    const ours = [server, spectators, observers].flatMap((p) => (p ? [p.child.pid as number] : []));
    const stopWatchingOthers = watchOthers(ours);
    const stopWatchingClients = watchProcess(spectators.child.pid as number);
    for (const group of [spectators, observers]) group?.send({ kind: 'measure', on: true });
    measured[0] = monotonicMicros();
    const shams = await measureFor(options.seconds * 1000, scenario.rejoinEveryMs, () =>
      spectators.ask({ kind: 'rejoin', stream: 'career', id: games[0].careerId }, 'rejoined'),
    );
    for (const group of [spectators, observers]) group?.send({ kind: 'measure', on: false });
    measured[1] = monotonicMicros();
    const { cpuPercent, peakRssMb } = stopWatching();
    const clientCpuPercent = stopWatchingClients().cpuPercent;
    const othersCpuPercent = stopWatchingOthers();
    const after = totals();
    playing = false;
    await Promise.all(bots);
    for (const game of games) game.close();
    await sleep(200); // updates of the last commands arrive (not counted)
    const report = await spectators.ask<ClientReport>({ kind: 'report' }, 'report');
    const watched = await observers?.ask<ClientReport>({ kind: 'report' }, 'report');
    sample = {
      samples: report.samples,
      p50: report.p50,
      p99: report.p99,
      max: report.max,
      firstP50: report.firstP50,
      spreadP50: report.spreadP50,
      spreadP99: report.spreadP99,
      eventsPerSecond: (after.events - before.events) / options.seconds,
      commandsPerSecond: (after.commands - before.commands) / options.seconds,
      cpuPercent,
      peakRssMb,
      clientCpuPercent,
      clientLagP99: report.lagP99,
      clientLagMax: report.lagMax,
      othersCpuPercent,
      moves: report.moves,
      disorder: report.disorder + (watched?.disorder ?? 0),
      joinErrors: report.joinErrors + (watched?.joinErrors ?? 0),
      rejoin: rejoinReport(watched?.observed ?? [], report.rejoins, shams),
    };
    return sample;
  } finally {
    playing = false;
    await Promise.all([spectators.close(), observers?.close()]);
    await server.stop();
    const profile = sample && options.profile ? mainThreadProfile(profileDir) : undefined;
    // The sample returned above gets its profile once the server has stopped and written it.
    if (sample && profile) sample.hot = hotFunctions(profile, HOT_FUNCTIONS, measured);
    rmSync(cwd, { recursive: true, force: true });
  }
}
