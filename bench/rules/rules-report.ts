import type { PolicyName } from '@periscope/rules';
import { median } from '../../apps/cli/src/tables';
import type { RulesBenchOptions, RunSample } from './rules-bench';
import { markdownTable } from '../../apps/cli/src/tables';

/** The engine's throughput target when it was set: shown as information, the machine's speed drifts. */
export const TARGET_EVENTS_PER_SECOND = 200_000;

/** One policy's medians over its runs. */
export interface RulesRow {
  policy: PolicyName;
  runs: number;
  careers: number;
  wholeCareersPerSecond: number;
  patrols: number;
  patrolsPerSecond: number;
  commands: number;
  commandsPerSecond: number;
  events: number;
  eventsPerSecond: number;
  /** Share of decide + evolve time spent on StartCareer. */
  startCareerShare: number;
  /** Events per second of playing: pending() + the policy + decide + evolve. */
  withPolicyEventsPerSecond: number;
  notImplemented: number;
  notImplementedRules: string[];
  /** The floors timed in the same runs: HMAC rolls per second, JSON round trips of the same events per second. */
  rollsPerSecond: number;
  rollsPerEvent: number;
  jsonEventsPerSecond: number;
  /** events/s ÷ the floor's rate: medians of each run's ratio. */
  diceRatio: number;
  jsonRatio: number;
  target: number;
  /** events/s ÷ target, as information (not pass/fail). */
  ratio: number;
}

export interface RulesBenchReport {
  rows: RulesRow[];
  runs: number;
  secondsPerRun: number;
  seconds: number;
  notes: string[];
}

/** The medians of one policy's runs, each column on its own. */
export function rowOf(policy: PolicyName, samples: RunSample[]): RulesRow {
  const m = (f: (s: RunSample) => number) => median(samples.map(f));
  const eventsPerSecond = m((s) => s.events / s.engineSeconds);
  return {
    policy,
    runs: samples.length,
    careers: m((s) => s.careers),
    wholeCareersPerSecond: m((s) => s.wholeCareers / s.engineSeconds),
    patrols: m((s) => s.patrols),
    patrolsPerSecond: m((s) => s.patrols / s.engineSeconds),
    commands: m((s) => s.commands),
    commandsPerSecond: m((s) => s.commands / s.engineSeconds),
    events: m((s) => s.events),
    eventsPerSecond,
    startCareerShare: m((s) => s.startSeconds / s.engineSeconds),
    withPolicyEventsPerSecond: m((s) => s.events / s.playSeconds),
    notImplemented: m((s) => s.notImplemented),
    notImplementedRules: [...new Set(samples.flatMap((s) => s.notImplementedRules))].sort(),
    rollsPerSecond: m((s) => s.rolls / s.diceSeconds),
    rollsPerEvent: m((s) => s.rolls / s.events),
    jsonEventsPerSecond: m((s) => s.events / s.jsonSeconds),
    diceRatio: m((s) => s.events / s.engineSeconds / (s.rolls / s.diceSeconds)),
    jsonRatio: m((s) => s.jsonSeconds / s.engineSeconds),
    target: TARGET_EVENTS_PER_SECOND,
    ratio: eventsPerSecond / TARGET_EVENTS_PER_SECOND,
  };
}

const HEADER = [
  'policy',
  'careers',
  'whole careers/s',
  'patrols',
  'patrols/s',
  'commands',
  'commands/s',
  'events',
  'events/s',
  'StartCareer',
  'with policy',
  'dice alone',
  'events/s ÷ rolls/s',
  'JSON round trip',
  'events/s ÷ JSON',
  'target then',
];

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const rate = (n: number): string => (n < 100 ? n.toFixed(1) : int(n));

/** One Markdown table (a row per policy), then the notes. */
export function renderRulesTable(report: RulesBenchReport): string {
  const lines = report.rows.map((r) => [
    r.policy,
    int(r.careers),
    rate(r.wholeCareersPerSecond),
    int(r.patrols),
    rate(r.patrolsPerSecond),
    int(r.commands),
    rate(r.commandsPerSecond),
    int(r.events),
    `${int(r.eventsPerSecond)} ev/s`,
    `${(r.startCareerShare * 100).toFixed(0)} %`,
    `${int(r.withPolicyEventsPerSecond)} ev/s`,
    `${int(r.rollsPerSecond)} rolls/s`,
    `${r.diceRatio.toFixed(3)}×`,
    `${int(r.jsonEventsPerSecond)} ev/s`,
    `${r.jsonRatio.toFixed(2)}×`,
    `${int(r.target)} ev/s (${r.ratio.toFixed(2)}×)`,
  ]);
  const right = new Set(HEADER.map((_, i) => i).filter((i) => i > 0));
  return [markdownTable(HEADER, lines, right), '', ...report.notes].join('\n') + '\n';
}

/** What the figures mean, under the table. */
export function notesFor(options: RulesBenchOptions, rows: RulesRow[]): string[] {
  const stopped = rows.filter((r) => r.notImplemented > 0);
  return [
    `> Medians of ${options.runs} runs of ${options.seconds} s per policy, one core, Node ${process.version}.`,
    '> Career i: seeds `bench-<i>`/`bot`, boat types and start dates in rotation (careerMix), played by the',
    '> policy until pending() offers nothing (blocked or ended); its commands are then replayed on fresh',
    '> SeededDice and only decide + evolve of the replay is timed: careers, patrols (PatrolCompleted),',
    '> commands and events per second of that time. StartCareer: share of that time spent on StartCareer.',
    '> with policy: events per second of playing (pending() + policy + decide + evolve).',
    '> The floors, timed in the same run on the same careers: dice alone, as many SeededDice rolls (one HMAC-SHA256',
    "> each) as the replay made on the career's seeds; JSON round trip, JSON.parse(JSON.stringify()) of the",
    "> career's events. events/s ÷ rolls/s and events/s ÷ JSON: the medians of each run's ratio; as the machine's",
    '> speed drifts, these hold where the absolute figures do not. An event rolls ' +
      rows.map((r) => `${r.rollsPerEvent.toFixed(2)} (${r.policy})`).join(', ') +
      ' dice on average: were the engine nothing but its dice, events/s ÷ rolls/s would be 1 ÷ that.',
    '> target then: the 200,000 ev/s set in advance, and events/s ÷ it, as information, not pass/fail.',
    ...(stopped.length > 0
      ? [
          '> Careers per run stopped by RuleNotImplemented thrown on an offered command (not whole): ' +
            stopped
              .map((r) => `${r.policy} ${int(r.notImplemented)} (${r.notImplementedRules.join(', ')})`)
              .join(', '),
        ]
      : []),
  ];
}
