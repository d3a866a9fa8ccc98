import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { median } from '../../apps/cli/src/tables';

/** A checkout's built server (`npm run build`), as production runs it; the benches themselves run under swc. */
const BUILT_MAIN = 'dist/apps/server/apps/server/src/main.js';
const SERVER_MAIN = join(__dirname, '../..', BUILT_MAIN);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A bench is one client IP with thousands of sockets and commands: the server's limits per IP are lifted. */
export const UNLIMITED: Readonly<Record<string, string>> = {
  THROTTLE_LIMIT: '100000000',
  THROTTLE_COMMAND_LIMIT: '100000000',
  HTTP_MAX_CONNECTIONS_PER_IP: '1000000',
  SOCKET_MAX_CONNECTIONS_PER_IP: '1000000',
  SOCKET_JOIN_LIMIT: '100000000',
  SOCKET_EVENT_LIMIT: '100000000',
  SOCKET_MAX_CONNECTIONS: '1000000',
  HTTP_MAX_CONNECTIONS: '1000000',
  THROTTLE_REFUSAL_LIMIT: '100000000',
  EXPORT_RATE_LIMIT: '100000000',
};

export interface BenchServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a checkout's built server (another build than this one's, for the benches that compare two) on loopback
 * (`port`, else a free one), with the benches' lifted limits and `env`.
 */
export const startBuild = (
  checkout: string,
  env: Readonly<Record<string, string>>,
  { port, nodeArgs = [] }: { port?: number; nodeArgs?: readonly string[] } = {},
): Promise<BenchServer> =>
  startServer(checkout, { ...UNLIMITED, ...env }, nodeArgs, { main: join(checkout, BUILT_MAIN), port });

/** The last line of a side-by-side bench: the load average, and the other processes' CPU over its rounds. */
export const machineLine = (othersPercents: number[]): string =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; other processes' CPU (100 % = one core) median ${median(othersPercents).toFixed(0)} %`;

/** Starts the server (this checkout's, unless `main`) as a child process on loopback and waits for /api/health. */
export async function startServer(
  cwd: string,
  env: Readonly<Record<string, string>>,
  nodeArgs: readonly string[] = [],
  { main = SERVER_MAIN, port: fixed }: { main?: string; port?: number } = {},
): Promise<BenchServer> {
  const port = fixed ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > end) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await closed;
    },
  };
}

/** Linux's clock ticks per second for /proc/<pid>/stat (sysconf(_SC_CLK_TCK), 100 on every Linux we run). */
const CLOCK_TICKS = 100;

export interface ProcessSample {
  /** CPU seconds (user + system) so far. */
  cpuSeconds: number;
  rssMb: number;
  at: number;
}

/** utime + stime of a process's or thread's /proc stat line (its fields 14 and 15), in seconds. */
function cpuSecondsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU time and RSS of a process, from /proc (Linux). */
export function sampleProcess(pid: number): ProcessSample {
  const cpuSeconds = cpuSecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return { cpuSeconds, rssMb: rssKb / 1024, at: performance.now() };
}

/**
 * A process's CPU seconds so far by thread: its main thread, V8's helpers (garbage collection, compiling), V8's
 * profiler (node --cpu-prof), the rest (worker threads, libuv's pool).
 */
export interface ThreadsCpu {
  main: number;
  v8: number;
  profiler: number;
  other: number;
}

export const threadOf = (name: string): Exclude<keyof ThreadsCpu, 'main'> =>
  name.startsWith('v8:Prof') ? 'profiler' : /^(V8|DelayedTaskSche)/.test(name) ? 'v8' : 'other';

/** CPU time by thread, from /proc/<pid>/task (Linux); a thread that ends between two reads is not counted. */
export function sampleThreads(pid: number): ThreadsCpu {
  const split: ThreadsCpu = { main: 0, v8: 0, profiler: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const seconds = cpuSecondsOf(stat);
      split[
        tid === String(pid) ? 'main' : threadOf(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
      ] += seconds;
    } catch {
      // the thread ended
    }
  }
  return split;
}

/**
 * Waits until a process has been quiet (at most one clock tick of CPU, 10 ms, in a second: under 1 % of a core) or
 * `maxMs` have passed; answers whether it was. A server's first seconds hold its start's own work (a worker thread
 * loading, code compiled late), which a measure of what a client costs must not count.
 */
export async function quiet(pid: number, maxMs = 10_000): Promise<boolean> {
  const end = performance.now() + maxMs;
  for (let last = sampleProcess(pid); performance.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = sampleProcess(pid);
    if (now.cpuSeconds - last.cpuSeconds <= 1 / CLOCK_TICKS) return true;
    last = now;
  }
  return false;
}

/** Samples a process every `everyMs` until stopped; CPU% over the window, peak RSS. */
export function watchProcess(pid: number, everyMs = 250): () => { cpuPercent: number; peakRssMb: number } {
  const first = sampleProcess(pid);
  let peak = first.rssMb;
  const timer = setInterval(() => (peak = Math.max(peak, sampleProcess(pid).rssMb)), everyMs);
  return () => {
    clearInterval(timer);
    const last = sampleProcess(pid);
    peak = Math.max(peak, last.rssMb);
    const cpuPercent = (100 * (last.cpuSeconds - first.cpuSeconds)) / ((last.at - first.at) / 1000);
    return { cpuPercent, peakRssMb: peak };
  };
}

/** Busy CPU seconds of the whole machine so far (every core: user, nice, system, irq, softirq, steal). */
function machineCpuSeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/**
 * The CPU that other processes used while it runs (100 % = one core): the whole machine's busy time minus that of
 * the given processes and of this one. Above a few tens of percent, the bench shared its cores.
 */
export function watchOthers(pids: number[]): () => number {
  const cpuOf = () => {
    const own = process.cpuUsage();
    return pids.reduce((sum, pid) => sum + sampleProcess(pid).cpuSeconds, (own.user + own.system) / 1e6);
  };
  const start = { machine: machineCpuSeconds(), ours: cpuOf(), at: performance.now() };
  return () => {
    const machine = machineCpuSeconds() - start.machine;
    const ours = cpuOf() - start.ours;
    return (100 * Math.max(0, machine - ours)) / ((performance.now() - start.at) / 1000);
  };
}
