import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { AuditPool } from '@periscope/audit';
import { AuditRunner } from '../../apps/server/src/audit/audit-runner';
import {
  buildExport,
  engineReplay,
  measurePooled,
  measureRun,
  measureServerAudit,
  type ServerRuns,
  type AuditRun,
  type BenchExport,
  type PooledRun,
} from './bench-audit';
import { renderAuditTable, reportOf } from './bench-audit-report';
import { progress } from '../support/fixtures';
import { positiveInteger } from '../../apps/cli/src/options';

export const BENCH_AUDIT_USAGE =
  'bench audit [--careers 1000] [--runs 5] [--threads <cores>] [--json]\n' +
  '  --careers  bot careers in the export to verify\n' +
  '  --runs     verifications of it on one thread, and as many on the pool (the table shows medians)\n' +
  '  --threads  threads of the pool, the main one included (default: one per core)\n' +
  '  --json     print the report as JSON instead of a table';

export interface AuditBenchOptions {
  careers: number;
  runs: number;
  threads: number;
  json: boolean;
}

export function parseAuditBenchArgs(args: string[]): AuditBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      careers: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '5' },
      threads: { type: 'string', default: String(availableParallelism()) },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    careers: positiveInteger(values.careers, '--careers'),
    runs: positiveInteger(values.runs, '--runs'),
    threads: positiveInteger(values.threads, '--threads'),
    json: values.json,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** `npm run bench:audit`: prints the table (or JSON) on stdout, progress on stderr. */
export async function benchAudit(args: string[]): Promise<number> {
  const { careers, runs, threads, json } = parseAuditBenchArgs(args);
  progress(`bench audit: building an export of ${careers} bot careers`);
  const bench = buildExport(careers);
  progress(`${fmt(bench.events)} events, ${(bench.bytes.length / 1e6).toFixed(1)} MB; ${runs} runs`);
  const pool = new AuditPool(threads);
  try {
    await pool.warm();
    for (let warmUp = 0; warmUp < 2; warmUp++) {
      // not counted: the first runs compile the engine and grow the heap on every thread
      measureRun(bench);
      await measurePooled(bench, pool);
    }
    const measured: AuditRun[] = [];
    const pooled: PooledRun[] = [];
    const engine: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const r = measureRun(bench);
      const p = await measurePooled(bench, pool);
      measured.push(r);
      pooled.push(p);
      engine.push(engineReplay(bench));
      const one = r.chainSeconds + r.checkSeconds;
      progress(
        `run ${run}/${runs}: one thread ${one.toFixed(2)} s (${fmt(r.events / one)} ev/s), ` +
          `${threads} threads ${p.seconds.toFixed(2)} s (${fmt(r.events / p.seconds)} ev/s; careers ${p.share.join('/')})`,
      );
    }
    const server = await serverRuns(bench, Math.min(runs, 3));
    const report = reportOf(bench, measured, pooled, engine, threads, server);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderAuditTable(report));
    return 0;
  } finally {
    await pool.close();
  }
}

/** The server's audit of the export on its worker and on the event loop, `runs` times after a warm-up. */
async function serverRuns(bench: BenchExport, runs: number): Promise<ServerRuns> {
  const runner = new AuditRunner();
  try {
    await measureServerAudit(bench, runner); // warm-up: the worker starts and compiles the engine
    const out: ServerRuns = { worker: [], eventLoop: [] };
    for (let run = 1; run <= runs; run++) {
      const { worker, eventLoop } = await measureServerAudit(bench, runner);
      out.worker.push(worker);
      out.eventLoop.push(eventLoop);
      progress(
        `server audit ${run}/${runs}: worker ${worker.seconds.toFixed(2)} s, event loop held ≤ ${worker.maxDelayMs.toFixed(0)} ms; ` +
          `on the event loop ${eventLoop.seconds.toFixed(2)} s, held ${eventLoop.maxDelayMs.toFixed(0)} ms`,
      );
    }
    return out;
  } finally {
    await runner.onModuleDestroy();
  }
}
