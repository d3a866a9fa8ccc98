import { parseArgs } from 'node:util';
import { POLICY_NAMES } from '@periscope/rules';
import { progress } from '../support/fixtures';
import { namesFrom, positiveInteger, positiveNumber } from '../../apps/cli/src/options';
import { runRulesBench, type RulesBenchOptions, type RunSample } from './rules-bench';
import { notesFor, renderRulesTable, rowOf, type RulesBenchReport } from './rules-report';

export const BENCH_RULES_USAGE =
  'bench rules [--runs 5] [--seconds 3] [--careers N] [--policies cautious,aggressive] [--json]\n' +
  '  --runs      runs per policy (the table shows medians)\n' +
  '  --seconds   wall-clock seconds per run\n' +
  '  --careers   at most N careers per run (default: as many as the seconds allow)\n' +
  '  --policies  which bots play\n' +
  '  --json      print the report as JSON instead of a table';

/** The options of `bench rules`; throws UsageError on a bad one. */
export function parseRulesBenchArgs(args: string[]): RulesBenchOptions & { json: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '3' },
      careers: { type: 'string' },
      policies: { type: 'string', default: POLICY_NAMES.join(',') },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    runs: positiveInteger(values.runs, '--runs'),
    seconds: positiveNumber(values.seconds, '--seconds'),
    careers: values.careers === undefined ? Infinity : positiveInteger(values.careers, '--careers'),
    policies: namesFrom(values.policies, POLICY_NAMES, '--policies'),
    json: values.json,
  };
}

const progressOf = (runs: number) => (policy: string, run: number, s: RunSample) =>
  progress(
    `${policy} run ${run}/${runs}: ${s.careers.toLocaleString('en-US')} careers, ` +
      `${s.events.toLocaleString('en-US')} events, decide+evolve ${s.engineSeconds.toFixed(2)} s ` +
      `(${Math.round(s.events / s.engineSeconds).toLocaleString('en-US')} ev/s)`,
  );

/** `npm run bench:rules`: prints the table (or JSON) on stdout, progress on stderr. Returns the exit code. */
export async function benchRules(args: string[]): Promise<number> {
  const { json, ...options } = parseRulesBenchArgs(args);
  progress(`bench rules: ${options.policies.join(', ')}, ${options.runs} runs of ${options.seconds} s`);
  const started = Date.now();
  const samples = runRulesBench(options, progressOf(options.runs));
  const rows = options.policies.map((p) => rowOf(p, samples[p]));
  const report: RulesBenchReport = {
    rows,
    runs: options.runs,
    secondsPerRun: options.seconds,
    seconds: (Date.now() - started) / 1000,
    notes: notesFor(options, rows),
  };
  progress(`done in ${report.seconds.toFixed(0)} s`);
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderRulesTable(report));
  return 0;
}
