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
import { MED_CLASSES } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import { COMMAND_USAGES } from '../command-usages';
import { cliLanguage, type CliLanguage } from '../language';
import { namesFrom, positiveInteger } from '../options';
import { refuse } from '../usage-words';
import { simulateCareers, type SimulateOptions } from './simulate';
import {
  MED_SIMULATED_CLASSES,
  MED_SIMULATED_STARTS,
  medCareersToPlay,
  simulateMedCareers,
  type MedSimulateOptions,
} from './simulate-med';
import { renderMedSimulation } from './simulate-med-report';
import { renderSimulation } from './simulate-report';
import { SIMULATE_WORDS } from './simulate-words';

/** simulate's options in the reader's language (command-usages.ts). */
export const simulateUsage = (language: CliLanguage): string =>
  COMMAND_USAGES[language].simulate(UBOAT_TYPES.join(', '), POLICY_NAMES.join(', '), MED_CLASSES.join(', '));

/** What `simulate` plays: The Hunted's careers of one type and start, or Beneath the Med's by class and start. */
export type SimulateRun =
  | ({ readonly campaign: 'the-hunted' } & SimulateOptions)
  | ({ readonly campaign: 'beneath-the-med' } & MedSimulateOptions);

/** --campaign's names: the campaigns' ids, and the short ones. */
const CAMPAIGN_NAMES: Readonly<Record<string, SimulateRun['campaign']>> = {
  'the-hunted': 'the-hunted',
  hunted: 'the-hunted',
  'beneath-the-med': 'beneath-the-med',
  med: 'beneath-the-med',
};

const startDate = (value: string): YearMonth => {
  if (!/^\d{4}-\d{2}$/.test(value)) throw refuse('startFormat', value);
  return value as YearMonth;
};

/** The options of `simulate`; throws UsageError on a bad one. */
export function parseSimulateArgs(args: string[]): SimulateRun & { json: boolean; language: CliLanguage } {
  const { values } = parseArgs({
    args,
    options: {
      campaign: { type: 'string', default: 'the-hunted' },
      careers: { type: 'string', default: '1000' },
      type: { type: 'string' },
      class: { type: 'string' },
      start: { type: 'string' },
      policy: { type: 'string', default: DEFAULT_POLICY },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      lang: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const language = cliLanguage(values.lang); // an unknown --lang is refused; the help and these errors follow it
  const campaign = CAMPAIGN_NAMES[values.campaign] as SimulateRun['campaign'] | undefined;
  if (!campaign) throw refuse('takes', '--campaign', Object.keys(CAMPAIGN_NAMES).join(', '), values.campaign);
  if (values.seed === '') throw refuse('emptySeed');
  const common = {
    careers: positiveInteger(values.careers, '--careers'),
    policy: namesFrom(values.policy, POLICY_NAMES, '--policy')[0],
    seed: values.seed ?? randomBytes(8).toString('hex'),
    json: values.json,
    language,
  };
  const med = SIMULATE_WORDS[language].med;
  if (campaign === 'beneath-the-med') {
    if (values.type !== undefined) throw refuse('takes', '--type', med.typeWithHunted, values.type);
    return {
      campaign,
      ...common,
      classes: values.class ? namesFrom(values.class, MED_CLASSES, '--class') : MED_SIMULATED_CLASSES,
      startDates: values.start ? [...new Set(values.start.split(',').map(startDate))] : MED_SIMULATED_STARTS,
    };
  }
  if (values.class !== undefined) throw refuse('takes', '--class', med.classWithMed, values.class);
  const type = values.type ?? 'VIIC';
  if (!(UBOAT_TYPES as readonly string[]).includes(type))
    throw refuse('takes', '--type', UBOAT_TYPES.join(', '), type);
  return {
    campaign,
    ...common,
    uboatType: type as UBoatType,
    startDate: startDate(values.start ?? '1943-07'),
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
  const { json, language, ...run } = parseSimulateArgs(args);
  const w = SIMULATE_WORDS[language];
  const int = (n: number): string => Math.round(n).toLocaleString(w.locale);
  const started = process.hrtime.bigint();
  let report;
  try {
    report = played(run, language);
  } catch (error) {
    // StartCareer refuses the type or date (4.2.1, 4.2.2): the options are wrong, not the engine.
    if (error instanceof RuleViolation && error.code.startsWith('career/'))
      throw refuse('startRefused', error.message, error.rule);
    throw error;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(json ? `${JSON.stringify(report.report, null, 2)}\n` : report.rendered);
  process.stderr.write(
    `[simulate] ${w.speed(int(report.careers), seconds.toLocaleString(w.locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }), int(report.careers / seconds))}\n`,
  );
  return 0;
}

/** Plays the run's careers: its figures, their tables, and how many careers it played. */
function played(run: SimulateRun, language: CliLanguage) {
  if (run.campaign === 'beneath-the-med') {
    const { campaign: _, ...options } = run;
    const careers = medCareersToPlay(options);
    const report = simulateMedCareers(options, progressOf(careers, language));
    return { report, rendered: renderMedSimulation(report, language), careers };
  }
  const { campaign: _, ...options } = run;
  const report = simulateCareers(options, progressOf(options.careers, language));
  return { report, rendered: renderSimulation(report, language), careers: report.careers };
}
