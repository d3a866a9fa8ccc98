/**
 * Reads a V8 CPU profile (node --cpu-prof) and tells where a process spent its busy time: the functions with the
 * most self time, as a share of the samples that were not idle, within a window of the machine's monotonic clock
 * (V8 stamps its samples with it, as `process.hrtime` reads it, in µs). Used by `bench live --profile`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  /** `name file:line` (the file's last two path parts), or V8's own entries such as `(garbage collector)`. */
  where: string;
  /** Share of the busy time, in percent. */
  percent: number;
}

const IDLE = new Set(['(idle)', '(program)']);

/** Now on the clock the profile's samples are stamped with (µs). */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

const whereOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame']): string =>
  url
    ? `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    : functionName;

type Window = readonly [from: number, to: number];
export type Frame = ProfileNode['callFrame'];

/** The busy time (µs) of the samples stamped inside the window, summed by `keyOf` of each one's frame, and in all. */
export function busyBy<Key>(profile: CpuProfile, keyOf: (frame: Frame) => Key, [from, to]: Window) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const busy = new Map<Key, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const frame = frames.get(id);
    if (!frame || IDLE.has(frame.functionName) || at < from || at > to) return;
    const key = keyOf(frame);
    busy.set(key, (busy.get(key) ?? 0) + profile.timeDeltas[i]);
    total += profile.timeDeltas[i];
  });
  return { busy, total };
}

/** Self time summed by `keyOf` of each sample's frame, inside the window, as shares of the busy time. */
function selfTimeBy(profile: CpuProfile, keyOf: (frame: Frame) => string, count: number, window: Window) {
  const { busy, total } = busyBy(profile, keyOf, window);
  const ranked = [...busy]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, time]) => ({ where, percent: (100 * time) / total }));
  return { ranked, busyMicros: total };
}

const ALWAYS: Window = [-Infinity, Infinity];

export function hotFunctions(profile: CpuProfile, count: number, window: Window = ALWAYS): HotFunction[] {
  return selfTimeBy(profile, whereOf, count, window).ranked;
}

/**
 * The part of the program a frame belongs to: a package (`@nestjs/core`, `better-sqlite3`), a folder of the
 * repository's build (`libs/event-store/src/sqlite`), node's own module (`node:zlib`), or V8's entries.
 */
export function partOf({ functionName, url }: Frame): string {
  if (!url) return functionName;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const built = /\/dist\/apps\/server\/((?:apps|libs)\/.*)$/.exec(url);
  return built ? built[1].split('/').slice(0, -1).slice(0, 4).join('/') : url;
}

/** Where the busy time went by part (partOf), and the busy time itself (µs; a blocking call counts as busy). */
export function hotParts(profile: CpuProfile, count: number, window: Window = ALWAYS) {
  return selfTimeBy(profile, partOf, count, window);
}

/** The main thread's profile in `dir` (node names it CPU.<date>.<time>.<pid>.<thread>.<n>; thread 0 is main). */
export function mainThreadProfile(dir: string): CpuProfile | undefined {
  const file = readdirSync(dir).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  return file ? (JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile) : undefined;
}
