import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  DEFAULT_POLICY,
  POLICY_NAMES,
  RuleViolation,
  UBOAT_TYPES,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import { namesFrom, positiveInteger, UsageError } from '../options';
import { simulateCareers, type SimulateOptions } from './simulate';
import { renderSimulation } from './simulate-report';

export const SIMULATE_USAGE =
  'simulate [--careers 1000] [--type VIIC] [--start 1943-07] [--policy moderate] [--seed S] [--json]\n' +
  '  --careers  how many careers the bot plays\n' +
  `  --type     U-boat type: ${UBOAT_TYPES.join(', ')}\n` +
  '  --start    start date YYYY-MM\n' +
  `  --policy   the bot: ${POLICY_NAMES.join(', ')}\n` +
  '  --seed     the seed every career seed derives from (default: random, printed): same seed, same output\n' +
  '  --json     print the figures as JSON instead of tables\n' +
  'Progress and the speed (careers/s) go to stderr, so stdout depends only on the options.';

/** The options of `simulate`; throws UsageError on a bad one. */
export function parseSimulateArgs(args: string[]): SimulateOptions & { json: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      careers: { type: 'string', default: '1000' },
      type: { type: 'string', default: 'VIIC' },
      start: { type: 'string', default: '1943-07' },
      policy: { type: 'string', default: DEFAULT_POLICY },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!(UBOAT_TYPES as readonly string[]).includes(values.type))
    throw new UsageError(`--type takes ${UBOAT_TYPES.join(', ')}; got ${values.type}`);
  if (!/^\d{4}-\d{2}$/.test(values.start))
    throw new UsageError(`--start takes YYYY-MM, e.g. 1943-07; got ${values.start}`);
  if (values.seed === '') throw new UsageError('--seed cannot be empty');
  return {
    careers: positiveInteger(values.careers, '--careers'),
    uboatType: values.type as UBoatType,
    startDate: values.start as YearMonth,
    policy: namesFrom(values.policy, POLICY_NAMES, '--policy')[0],
    seed: values.seed ?? randomBytes(8).toString('hex'),
    json: values.json,
  };
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/** A bar redrawn in place on a terminal; elsewhere a line every tenth of the careers. */
function progressOf(total: number): (done: number) => void {
  const tty = process.stderr.isTTY === true;
  let shown = -1;
  return (done) => {
    const tenth = Math.floor((10 * done) / total);
    const percent = Math.floor((100 * done) / total);
    if (tty && percent !== shown) {
      const bar = '#'.repeat(Math.floor(percent / 5)).padEnd(20, '.');
      process.stderr.write(
        `\r[simulate] [${bar}] ${String(percent).padStart(3)} % ${int(done)}/${int(total)}`,
      );
      if (done === total) process.stderr.write('\n');
      shown = percent;
    } else if (!tty && tenth !== shown) {
      if (tenth > 0) process.stderr.write(`[simulate] ${int(done)}/${int(total)} careers\n`);
      shown = tenth;
    }
  };
}

/** `periscope simulate`: the tables (or JSON) on stdout; progress and careers/s on stderr. Returns the exit code. */
export async function simulate(args: string[]): Promise<number> {
  const { json, ...options } = parseSimulateArgs(args);
  const started = process.hrtime.bigint();
  let report;
  try {
    report = simulateCareers(options, progressOf(options.careers));
  } catch (error) {
    // StartCareer refuses the type or date (4.2.1, 4.2.2): the options are wrong, not the engine.
    if (error instanceof RuleViolation && error.code.startsWith('career/'))
      throw new UsageError(error.message);
    throw error;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderSimulation(report));
  process.stderr.write(
    `[simulate] ${int(report.careers)} careers in ${seconds.toFixed(2)} s: ${int(report.careers / seconds)} careers/s\n`,
  );
  return 0;
}
