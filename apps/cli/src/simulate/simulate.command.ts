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
import { COMMAND_USAGES } from '../command-usages';
import { cliLanguage, type CliLanguage } from '../language';
import { namesFrom, positiveInteger } from '../options';
import { refuse } from '../usage-words';
import { simulateCareers, type SimulateOptions } from './simulate';
import { renderSimulation } from './simulate-report';
import { SIMULATE_WORDS } from './simulate-words';

/** simulate's options in the reader's language (command-usages.ts). */
export const simulateUsage = (language: CliLanguage): string =>
  COMMAND_USAGES[language].simulate(UBOAT_TYPES.join(', '), POLICY_NAMES.join(', '));

/** The options of `simulate`; throws UsageError on a bad one. */
export function parseSimulateArgs(
  args: string[],
): SimulateOptions & { json: boolean; language: CliLanguage } {
  const { values } = parseArgs({
    args,
    options: {
      careers: { type: 'string', default: '1000' },
      type: { type: 'string', default: 'VIIC' },
      start: { type: 'string', default: '1943-07' },
      policy: { type: 'string', default: DEFAULT_POLICY },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      lang: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const language = cliLanguage(values.lang); // an unknown --lang is refused; the help and these errors follow it
  if (!(UBOAT_TYPES as readonly string[]).includes(values.type))
    throw refuse('takes', '--type', UBOAT_TYPES.join(', '), values.type);
  if (!/^\d{4}-\d{2}$/.test(values.start)) throw refuse('startFormat', values.start);
  if (values.seed === '') throw refuse('emptySeed');
  return {
    careers: positiveInteger(values.careers, '--careers'),
    uboatType: values.type as UBoatType,
    startDate: values.start as YearMonth,
    policy: namesFrom(values.policy, POLICY_NAMES, '--policy')[0],
    seed: values.seed ?? randomBytes(8).toString('hex'),
    json: values.json,
    language,
  };
}

/** A bar redrawn in place on a terminal; elsewhere a line every tenth of the careers. */
function progressOf(total: number, language: CliLanguage): (done: number) => void {
  const w = SIMULATE_WORDS[language];
  const int = (n: number): string => Math.round(n).toLocaleString(w.locale);
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
      if (tenth > 0) process.stderr.write(`[simulate] ${w.progress(int(done), int(total))}\n`);
      shown = tenth;
    }
  };
}

/** `periscope simulate`: the tables (or JSON) on stdout; progress and careers/s on stderr. Returns the exit code. */
export async function simulate(args: string[]): Promise<number> {
  const { json, language, ...options } = parseSimulateArgs(args);
  const w = SIMULATE_WORDS[language];
  const int = (n: number): string => Math.round(n).toLocaleString(w.locale);
  const started = process.hrtime.bigint();
  let report;
  try {
    report = simulateCareers(options, progressOf(options.careers, language));
  } catch (error) {
    // StartCareer refuses the type or date (4.2.1, 4.2.2): the options are wrong, not the engine.
    if (error instanceof RuleViolation && error.code.startsWith('career/'))
      throw refuse('startRefused', error.message, error.rule);
    throw error;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderSimulation(report, language));
  process.stderr.write(
    `[simulate] ${w.speed(int(report.careers), seconds.toLocaleString(w.locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }), int(report.careers / seconds))}\n`,
  );
  return 0;
}
