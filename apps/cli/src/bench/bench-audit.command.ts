import { parseArgs } from 'node:util';
import { buildExport, engineReplay, measureRun, type AuditRun } from './bench-audit';
import { renderAuditTable, reportOf } from './bench-audit-report';
import { progress } from './fixtures';
import { positiveInteger } from './options';

export const BENCH_AUDIT_USAGE =
  'bench audit [--careers 1000] [--runs 5] [--json]\n' +
  '  --careers  bot careers in the export to verify\n' +
  '  --runs     verifications of it (the table shows medians)\n' +
  '  --json     print the report as JSON instead of a table';

export function parseAuditBenchArgs(args: string[]): { careers: number; runs: number; json: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      careers: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    careers: positiveInteger(values.careers, '--careers'),
    runs: positiveInteger(values.runs, '--runs'),
    json: values.json,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** `periscope bench audit`: prints the table (or JSON) on stdout, progress on stderr. */
export async function benchAudit(args: string[]): Promise<number> {
  const { careers, runs, json } = parseAuditBenchArgs(args);
  progress(`bench audit: building an export of ${careers} bot careers`);
  const bench = buildExport(careers);
  progress(`${fmt(bench.events)} events, ${(bench.bytes.length / 1e6).toFixed(1)} MB; ${runs} runs`);
  measureRun(bench); // warm-up, not counted
  const measured: AuditRun[] = [];
  const engine: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const r = measureRun(bench);
    measured.push(r);
    engine.push(engineReplay(bench));
    const seconds = r.chainSeconds + r.checkSeconds;
    progress(`run ${run}/${runs}: ${seconds.toFixed(2)} s, ${fmt(r.events / seconds)} ev/s`);
  }
  const report = reportOf(bench, measured, engine);
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderAuditTable(report));
  return 0;
}
