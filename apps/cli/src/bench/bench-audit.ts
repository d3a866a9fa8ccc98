import {
  AuditPool,
  careerStreams,
  chartPackOf,
  exportStreams,
  readExport,
  recordBotCareer,
  toNdjson,
  verifyLines,
  type RecordedCareer,
} from '@periscope/audit';
import { decide, evolve, initialState, SeededDice, type CareerCommand } from '@periscope/rules';

/** The export the bench verifies: `careers` bot careers (careerMix, both policies), seeds revealed. */
export interface BenchExport {
  bytes: Buffer;
  careers: RecordedCareer[];
  events: number;
}

export function buildExport(careers: number): BenchExport {
  const recorded = Array.from({ length: careers }, (_, i) => recordBotCareer(i));
  const lines = exportStreams({
    kind: 'careers',
    id: `bench-${careers}`,
    chartPack: chartPackOf(recorded[0].events),
    streams: recorded.flatMap((c) =>
      careerStreams({ careerId: c.careerId, events: c.events, seeds: c.seeds }),
    ),
  });
  return {
    bytes: Buffer.from(toNdjson(lines)),
    careers: recorded,
    events: recorded.reduce((n, c) => n + c.events.length, 0),
  };
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
  return { events: report.events, commands, rolls, chainSeconds, checkSeconds, cpuSeconds };
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

/** CPU seconds of the engine alone on the recorded commands: decide + evolve on seeded dice, no check. */
export function engineReplay({ careers }: BenchExport): number {
  const c0 = cpu();
  for (const { events, seeds } of careers) {
    let state = initialState();
    let last: unknown;
    for (const event of events) {
      const meta = event.metadata as {
        commandId: string;
        command: CareerCommand;
        dice: { firstNonce: number };
      };
      if (meta.commandId === last) continue;
      last = meta.commandId;
      for (const decided of decide(state, meta.command, new SeededDice(seeds, meta.dice.firstNonce)))
        state = evolve(state, decided);
    }
  }
  return cpu() - c0;
}
