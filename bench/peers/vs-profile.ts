/**
 * Where a server's CPU per delivered update went in a `bench live --vs` run: by thread, from /proc (its main
 * thread, V8's helper threads, its profiler, the rest), and with --profile the main thread's share by kind of work,
 * from its CPU profile (node --cpu-prof) cut to the measuring window. The rows add up to the run's figure.
 */
import type { ThreadsCpu } from '../support/bench-server';
import { busyBy, type CpuProfile, type Frame } from '../support/cpu-profile';
import { median } from '../../apps/cli/src/tables';

/** The kinds of the main thread's work, in the order they are printed (kindOf tells a sample's). */
export const KINDS = [
  'system calls writing to sockets',
  "node's streams, sockets, events and timers",
  'socket.io, engine.io and ws',
  'Nest, its validation and rxjs',
  "periscope's live views and fan-out",
  "periscope's rules",
  "periscope's event store and read models",
  "periscope's other server code",
  "other libraries (a peer's framework, drivers, utilities)",
  "a peer's own server code",
  'garbage collector (on the main thread)',
  'other main-thread work (V8, compiling, natives)',
] as const;
export const MAIN = 'main thread';
export const V8_HELPERS = "V8's helper threads (garbage collection, compiling)";
export const PROFILER = "V8's profiler (--profile)";
export const OTHER_THREADS = "other threads (worker threads, libuv's pool)";
/** Every row a run may have, in the order they are printed. */
export const ROWS = [MAIN, ...KINDS, V8_HELPERS, PROFILER, OTHER_THREADS] as const;
export type Row = (typeof ROWS)[number];

/** µs per delivered update by row; a row the run has not (MAIN when profiled, the kinds when not) is absent. */
export type WhereItWent = Partial<Record<Row, number>>;

const SOCKET_WRITES = new Set([
  'writeBuffer',
  'writev',
  'writeUtf8String',
  'writeLatin1String',
  'writeAsciiString',
  'writeUcs2String',
]);
const SOCKET_PACKAGES = /\/node_modules\/(socket\.io[^/]*|engine\.io[^/]*|ws|@socket\.io\/[^/]+)\//;
const NEST_PACKAGES =
  /\/node_modules\/(@nestjs\/[^/]+|rxjs|class-validator|class-transformer|reflect-metadata)\//;
/** periscope's build (dist/apps/server/…), and its sources where a peer's serve-child imports a few of them. */
const OURS = /\/(?:dist\/apps\/server\/)?((?:apps\/server\/src|libs)\/[^/]+\/)/;

export function kindOf({ functionName, url }: Frame): (typeof KINDS)[number] {
  if (!url) {
    if (SOCKET_WRITES.has(functionName)) return 'system calls writing to sockets';
    return functionName === '(garbage collector)'
      ? 'garbage collector (on the main thread)'
      : 'other main-thread work (V8, compiling, natives)';
  }
  if (url.startsWith('node:')) return "node's streams, sockets, events and timers";
  if (SOCKET_PACKAGES.test(url)) return 'socket.io, engine.io and ws';
  if (NEST_PACKAGES.test(url)) return 'Nest, its validation and rxjs';
  if (url.includes('/node_modules/')) return "other libraries (a peer's framework, drivers, utilities)";
  const ours = OURS.exec(url)?.[1];
  return ours ? ourKind(ours) : "a peer's own server code";
}

/** A part of periscope's code, by its folder (apps/server/src/live/, libs/rules/, …). */
function ourKind(folder: string): (typeof KINDS)[number] {
  if (/^apps\/server\/src\/(live|http-limits)\/$/.test(folder)) return "periscope's live views and fan-out";
  if (folder === 'libs/rules/') return "periscope's rules";
  if (/^(libs\/(event-store|projections)|apps\/server\/src\/(event-store|read-model))\/$/.test(folder))
    return "periscope's event store and read models";
  return "periscope's other server code";
}

/**
 * The run's server CPU by thread (seconds in the window) ÷ the updates delivered, in µs; with a profile, the main
 * thread's CPU split by kind of work in the proportions of its samples inside the window (monotonic µs, the clock
 * V8 stamps its samples with). A sample's span is wall time, so the profile gives shares, /proc the CPU.
 */
export function whereItWent(
  threads: ThreadsCpu,
  delivered: number,
  profile?: { profile: CpuProfile; window: readonly [number, number] },
): WhereItWent {
  const us = (seconds: number) => (seconds * 1e6) / delivered;
  const helpers = {
    [V8_HELPERS]: us(threads.v8),
    [PROFILER]: us(threads.profiler),
    [OTHER_THREADS]: us(threads.other),
  };
  const shares = profile && sharesOf(profile.profile, profile.window);
  if (!shares) return { [MAIN]: us(threads.main), ...helpers };
  return {
    ...Object.fromEntries(shares.map(([kind, share]) => [kind, share * us(threads.main)])),
    ...helpers,
  };
}

/** Each kind's share of the main thread's busy samples inside the window; undefined when none fell in it. */
function sharesOf(profile: CpuProfile, window: readonly [number, number]) {
  const { busy, total } = busyBy(profile, kindOf, window);
  return total === 0 ? undefined : [...busy].map(([kind, time]) => [kind, time / total] as const);
}

/** Each row's median over the runs that have it. */
export function medianWhere(runs: readonly WhereItWent[]): WhereItWent {
  const out: WhereItWent = {};
  for (const row of ROWS) {
    const values = runs.flatMap((r) => (r[row] === undefined ? [] : [r[row]]));
    if (values.length > 0) out[row] = median(values);
  }
  return out;
}
