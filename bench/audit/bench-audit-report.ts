import { median } from '../../apps/cli/src/tables';
import type { AuditRun, BenchExport, EventLoopRun, PooledRun, ServerRuns } from './bench-audit';
import { markdownTable } from '../../apps/cli/src/tables';

/** The audit's throughput target when it was set: shown as information, the machine's speed drifts. */
const AUDIT_TARGET_EVENTS_PER_SECOND = 100_000;

export interface AuditBenchReport {
  careers: number;
  events: number;
  commands: number;
  rolls: number;
  megabytes: number;
  runs: number;
  /** Threads of the pool, the main one included. */
  threads: number;
  /** Medians over the runs; on one thread: */
  chainEventsPerSecond: number;
  checksEventsPerSecond: number;
  oneThreadEventsPerSecond: number;
  cpuEventsPerSecond: number;
  /** On the pool: what the target is checked against. */
  eventsPerSecond: number;
  speedUp: number;
  /** decide + evolve of the same commands alone, per CPU second: the most a one-core replay can reach. */
  engineCpuEventsPerSecond: number;
  /** The floor, timed in each run: the export's events per second of sha256 over its bytes. */
  hashEventsPerSecond: number;
  /** verify (on the pool) ÷ the floor, and one thread ÷ the floor: medians of each run's ratio. */
  hashRatio: number;
  oneThreadHashRatio: number;
  target: number;
  /** verify ÷ target, as information (not pass/fail). */
  ratio: number;
  /** The server's audit (AuditRunner) on its worker thread and on the event loop: medians. */
  server: { worker: EventLoopRun; eventLoop: EventLoopRun; runs: number };
  notes: string[];
}

export function reportOf(
  bench: BenchExport,
  runs: AuditRun[],
  pooled: PooledRun[],
  engineSeconds: number[],
  threads: number,
  server: ServerRuns,
): AuditBenchReport {
  const m = (f: (r: AuditRun) => number) => median(runs.map(f));
  const oneThreadEventsPerSecond = m((r) => r.events / (r.chainSeconds + r.checkSeconds));
  const eventsPerSecond = median(pooled.map((p) => bench.events / p.seconds));
  const report = {
    careers: bench.careers,
    events: bench.events,
    commands: runs[0].commands,
    rolls: runs[0].rolls,
    megabytes: bench.bytes.length / 1e6,
    runs: runs.length,
    threads,
    chainEventsPerSecond: m((r) => r.events / r.chainSeconds),
    checksEventsPerSecond: m((r) => r.events / r.checkSeconds),
    oneThreadEventsPerSecond,
    cpuEventsPerSecond: m((r) => r.events / r.cpuSeconds),
    eventsPerSecond,
    speedUp: eventsPerSecond / oneThreadEventsPerSecond,
    engineCpuEventsPerSecond: median(engineSeconds.map((s) => bench.events / s)),
    hashEventsPerSecond: m((r) => r.events / r.hashSeconds),
    hashRatio: median(runs.map((r, i) => r.hashSeconds / pooled[i].seconds)),
    oneThreadHashRatio: m((r) => r.hashSeconds / (r.chainSeconds + r.checkSeconds)),
    target: AUDIT_TARGET_EVENTS_PER_SECOND,
    ratio: eventsPerSecond / AUDIT_TARGET_EVENTS_PER_SECOND,
    server: {
      worker: medianRun(server.worker),
      eventLoop: medianRun(server.eventLoop),
      runs: server.worker.length,
    },
  };
  return { ...report, notes: notesFor(report) };
}

const medianRun = (runs: EventLoopRun[]): EventLoopRun => ({
  seconds: median(runs.map((r) => r.seconds)),
  maxDelayMs: median(runs.map((r) => r.maxDelayMs)),
});

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const rate = (n: number) => `${int(n)} ev/s`;

const HEADER = [
  'careers',
  'events',
  'MB',
  'chain (a)',
  'checks (b)-(d)',
  'one thread',
  'one thread, CPU time',
  'engine alone, CPU',
  'threads',
  'verify',
  'speed-up',
  'sha256 of the export',
  'verify ÷ sha256',
  'one thread ÷ sha256',
  'target then',
];

/** One Markdown table, then the notes. */
export function renderAuditTable(r: AuditBenchReport): string {
  const line = [
    int(r.careers),
    int(r.events),
    r.megabytes.toFixed(1),
    rate(r.chainEventsPerSecond),
    rate(r.checksEventsPerSecond),
    rate(r.oneThreadEventsPerSecond),
    rate(r.cpuEventsPerSecond),
    rate(r.engineCpuEventsPerSecond),
    String(r.threads),
    rate(r.eventsPerSecond),
    `${r.speedUp.toFixed(2)}×`,
    rate(r.hashEventsPerSecond),
    `${r.hashRatio.toFixed(3)}×`,
    `${r.oneThreadHashRatio.toFixed(3)}×`,
    `${rate(r.target)} (${r.ratio.toFixed(2)}×)`,
  ];
  const right = new Set(HEADER.map((_, i) => i));
  return [markdownTable(HEADER, [line], right), '', ...r.notes, '', serverTable(r)].join('\n') + '\n';
}

function serverTable({ server, events }: AuditBenchReport): string {
  const row = (where: string, run: EventLoopRun) => [
    where,
    `${run.seconds.toFixed(2)} s`,
    rate(events / run.seconds),
    `${int(run.maxDelayMs)} ms`,
  ];
  const table = markdownTable(
    ['the server audits the export (GET /…/audit)', 'audit', 'events/s', 'event loop held, max'],
    [row("on AuditRunner's worker thread", server.worker), row('on the event loop', server.eventLoop)],
    new Set([1, 2, 3]),
  );
  return [
    table,
    '',
    `> Medians of ${server.runs} runs after a warm-up. event loop held: the longest delay of the server's event loop`,
    '> (monitorEventLoopDelay) from just before the audit to just after: live views and requests wait that long.',
  ].join('\n');
}

function notesFor(r: Omit<AuditBenchReport, 'notes'>): string[] {
  return [
    `> Medians of ${r.runs} runs after two warm-up runs, Node ${process.version}. The export:`,
    `> ${int(r.careers)} bot careers (recordBotCareer: careerMix, cautious and aggressive in turn, seeds`,
    `> \`audit-<i>\`/\`bot\`) recorded as the server stores them, seeds revealed: ${int(r.commands)} commands,`,
    `> ${int(r.rolls)} rolls; verified in memory from its bytes (the bench keeps no other copy of its events).`,
    '> chain (a): reading the lines, sha256 of each, links, revisions, trailer. checks (b)-(d): the replay of every',
    '> command through decide on seeded dice compared byte for byte (which recomputes every roll), the seeds',
    '> against their commitment, the results. one thread: all four, events per wall-clock second (verifyExport);',
    '> CPU time: per CPU second of the process (a busy machine slows the wall clock, not this). engine alone:',
    '> decide + evolve of the same commands with no check, per CPU second: a verification replays all of it, so',
    `> one thread cannot verify faster than that. verify: all four on AuditPool's ${r.threads} threads (every thread`,
    '> scans the next run of lines no thread has taken, the main one links them, then every thread verifies the next',
    '> career no thread has taken), the copy of the export into shared memory included: what `periscope audit`',
    "> does. speed-up: verify ÷ one thread. The floor, timed in each run: sha256 over the export's bytes in one",
    "> pass, as events per second; verify ÷ sha256 and one thread ÷ sha256 are the medians of each run's ratio",
    '> (they hold where absolute figures drift with the machine). target then: the 100,000 ev/s set in advance',
    '> and verify ÷ it, as information, not pass/fail.',
  ];
}
