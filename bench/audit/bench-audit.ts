import { createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  botCareersExport,
  readExport,
  toNdjson,
  verifyExport,
  verifyLines,
  type AuditPool,
  type AuditReport,
  type RecordedCareer,
} from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import {
  decide,
  evolve,
  initialState,
  SeededDice,
  type CareerCommand,
  type DiceSeeds,
} from '@periscope/rules';
import type { AuditRunner } from '../../apps/server/src/audit/audit-runner';

/**
 * The export the bench verifies: `careers` bot careers (careerMix, both policies), seeds revealed. The bench keeps
 * its bytes and the commands the engine alone replays, not the careers' events: the process holds what
 * `periscope audit` holds, so that the collector has no more to trace than an audit has.
 */
export interface BenchExport {
  bytes: Buffer;
  careers: number;
  events: number;
  /** Per career: its seeds and its commands, each with the nonce its dice start at. */
  commands: CareerCommands[];
}

export interface CareerCommands {
  seeds: DiceSeeds;
  commands: { command: CareerCommand; firstNonce: number }[];
}

export function buildExport(count: number): BenchExport {
  const { careers, lines } = botCareersExport(count);
  return {
    bytes: Buffer.from(toNdjson(lines)),
    careers: careers.length,
    events: careers.reduce((n, c) => n + c.events.length, 0),
    commands: careers.map(({ seeds, events }) => ({ seeds, commands: commandsOf(events) })),
  };
}

/** The commands of a recorded career's events (a command's events share its commandId and are consecutive). */
function commandsOf(events: RecordedCareer['events']): CareerCommands['commands'] {
  const commands: CareerCommands['commands'] = [];
  let last: unknown;
  for (const { metadata } of events) {
    const meta = metadata as { commandId: string; command: CareerCommand; dice: { firstNonce: number } };
    if (meta.commandId === last) continue;
    last = meta.commandId;
    commands.push({ command: meta.command, firstNonce: meta.dice.firstNonce });
  }
  return commands;
}

/** What one run of the verification measured. */
export interface AuditRun {
  events: number;
  commands: number;
  rolls: number;
  /** Wall-clock seconds: reading the file and checking the chain (a), then checks (b)-(d). */
  chainSeconds: number;
  checkSeconds: number;
  /** CPU seconds of the process over the whole verification (a busy machine slows the wall clock, not this). */
  cpuSeconds: number;
  /** The floor, timed in the same run: sha256 over the export's bytes, one pass (wall clock). */
  hashSeconds: number;
}

const now = () => process.hrtime.bigint();
const since = (t: bigint) => Number(now() - t) / 1e9;
const cpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** One verification of the export; throws when it is not clean (a bench of a failing audit measures nothing). */
export function measureRun(bench: BenchExport): AuditRun {
  const c0 = cpu();
  const t0 = now();
  const lines = readExport(bench.bytes);
  const chainSeconds = since(t0);
  const t1 = now();
  const report = verifyLines(lines);
  const checkSeconds = since(t1);
  const cpuSeconds = cpu() - c0;
  if (!report.ok) throw new Error(`the bench export does not verify: ${report.firstDivergence?.message}`);
  const commands = report.streams.reduce((n, s) => n + s.commands, 0);
  const rolls = report.streams.reduce((n, s) => n + s.rolls, 0);
  return {
    events: report.events,
    commands,
    rolls,
    chainSeconds,
    checkSeconds,
    cpuSeconds,
    hashSeconds: hashTime(bench),
  };
}

/** sha256 over the whole export: the least any verification of its bytes must do. */
export function hashTime(bench: BenchExport): number {
  const t = now();
  createHash('sha256').update(bench.bytes).digest();
  return since(t);
}

/** What one verification on a pool of threads measured. */
export interface PooledRun {
  /** Wall-clock seconds of all four checks, the copy of the bytes into shared memory included. */
  seconds: number;
  /** The careers each thread verified, the main one first. */
  share: readonly number[];
}

/** One verification of the export on the pool's threads; throws when it is not clean. */
export async function measurePooled(bench: BenchExport, pool: AuditPool): Promise<PooledRun> {
  const t0 = now();
  const report = await pool.verify(bench.bytes);
  const seconds = since(t0);
  if (!report.ok) throw new Error(`the bench export does not verify: ${report.firstDivergence?.message}`);
  return { seconds, share: pool.share };
}

/** What the server's event loop went through while the server audited the export (GET /…/audit). */
export interface EventLoopRun {
  seconds: number;
  /** The longest the event loop waited, in milliseconds. */
  maxDelayMs: number;
}

/** The server's audits of the export, run after run. */
export interface ServerRuns {
  worker: EventLoopRun[];
  eventLoop: EventLoopRun[];
}

/** The audit as the server runs it (AuditRunner, on its worker thread), and as it did before, on the event loop. */
export async function measureServerAudit(
  bench: BenchExport,
  runner: AuditRunner,
): Promise<{ worker: EventLoopRun; eventLoop: EventLoopRun }> {
  const ndjson = bench.bytes.toString('utf8');
  const before = runner.counts.worker;
  const worker = await watchEventLoop(() => runner.verify(ndjson));
  if (runner.counts.worker !== before + 1)
    throw new Error('the audit worker did not answer: nothing to measure');
  const eventLoop = await watchEventLoop(async () => verifyExport(ndjson, { verifiers: AUDIT_VERIFIERS }));
  return { worker, eventLoop };
}

async function watchEventLoop(audit: () => Promise<AuditReport>): Promise<EventLoopRun> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  await new Promise((r) => setTimeout(r, 20)); // the event loop turns before the audit starts
  const t0 = now();
  const report = await audit();
  const seconds = since(t0);
  await new Promise((r) => setTimeout(r, 20)); // and after it ends: a blocked loop shows in the histogram
  histogram.disable();
  if (!report.ok) throw new Error(`the bench export does not verify: ${report.firstDivergence?.message}`);
  return { seconds, maxDelayMs: histogram.max / 1e6 };
}

/** CPU seconds of the engine alone on the recorded commands: decide + evolve on seeded dice, no check. */
export function engineReplay({ commands }: BenchExport): number {
  const c0 = cpu();
  for (const career of commands) {
    let state = initialState();
    for (const { command, firstNonce } of career.commands)
      for (const decided of decide(state, command, new SeededDice(career.seeds, firstNonce)))
        state = evolve(state, decided);
  }
  return cpu() - c0;
}
