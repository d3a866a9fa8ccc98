import { createHash } from 'node:crypto';
import {
  playCareer,
  POLICIES,
  type PlayedCareer,
  type PolicyName,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import { median } from '../tables';

export interface SimulateOptions {
  readonly careers: number;
  readonly uboatType: UBoatType;
  readonly startDate: YearMonth;
  readonly policy: PolicyName;
  readonly seed: string;
}

/** How `simulate` tells one career from another: sha256 of the seed and the career's index. */
export const careerSeed = (seed: string, i: number): string =>
  createHash('sha256').update(`${seed}:${i}`).digest('hex');

/** A rule not played yet where a career stopped: a blocked step, or RuleNotImplemented thrown by decide. */
export interface StoppedAt {
  readonly rule: string;
  readonly how: 'blocked' | 'notImplemented';
}

/** What one career counts for. */
export interface CareerOutcome {
  /** The CareerEnded reason (5.1), or why the bot stopped a career that did not end. */
  readonly end: string;
  readonly survived: boolean;
  readonly tonnage: number;
  readonly patrols: number;
  readonly knightsCross: boolean;
  /** CareerEnded.data.victoryLevel (5.2); 'n/a' when the event has none, 'n/a (not ended)' without the event. */
  readonly victoryLevel: string;
  readonly stoppedAt: StoppedAt | null;
}

const SURVIVED = ['warOver', 'endDate'];

/** A value that awards the Knight's Cross: `knightsCross: true` (ShipSunk, 11.3.1) or the name of the award. */
function awardsKnightsCross(value: unknown): boolean {
  if (value === 'knightsCross') return true;
  if (typeof value !== 'object' || value === null) return false;
  if ((value as { knightsCross?: unknown }).knightsCross === true) return true;
  return Object.values(value).some(awardsKnightsCross);
}

export function outcomeOf(played: PlayedCareer): CareerOutcome {
  const ended = played.events.find((e) => e.type === 'CareerEnded');
  const data = ended?.data as Readonly<Record<string, unknown>> | undefined;
  const step = played.state.step;
  const stoppedAt: StoppedAt | null =
    step.kind === 'blocked'
      ? { rule: step.rule, how: 'blocked' }
      : played.notImplemented
        ? { rule: played.notImplemented.rule, how: 'notImplemented' }
        : null;
  return {
    end: data ? String(data.reason) : `not ended: ${played.stopped}`,
    survived: data === undefined || SURVIVED.includes(String(data.reason)),
    tonnage: played.state.tonnage,
    patrols: played.state.patrolsCompleted,
    knightsCross: played.events.some((e) => awardsKnightsCross(e.data)),
    victoryLevel: !data ? 'n/a (not ended)' : 'victoryLevel' in data ? String(data.victoryLevel) : 'n/a',
    stoppedAt,
  };
}

export interface MeanMedian {
  readonly mean: number;
  readonly median: number;
}

/** The figures of a simulation: the same options give the same report, whatever the machine. */
export interface SimulationReport {
  readonly policy: PolicyName;
  readonly uboatType: UBoatType;
  readonly startDate: YearMonth;
  readonly seed: string;
  readonly careers: number;
  /** Careers ended by warOver or endDate, or alive when they stopped. */
  readonly survived: number;
  readonly aliveWhenStopped: number;
  readonly tonnage: MeanMedian;
  readonly patrols: MeanMedian;
  readonly knightsCross: number;
  /** Careers by CareerEnded reason, or 'not ended: <why the bot stopped>'. */
  readonly ends: Readonly<Record<string, number>>;
  readonly victoryLevels: Readonly<Record<string, number>>;
  /** Careers stopped at a rule not played yet, most frequent first. */
  readonly stoppedAt: readonly (StoppedAt & { readonly careers: number })[];
}

const meanMedian = (values: number[]): MeanMedian => ({
  mean: values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length,
  median: values.length === 0 ? 0 : median(values),
});

const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);

const counted = (keys: string[]): Record<string, number> => {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(byCount));
};

export function reportOf(options: SimulateOptions, outcomes: readonly CareerOutcome[]): SimulationReport {
  const stops = counted(
    outcomes.flatMap((o) => (o.stoppedAt ? [`${o.stoppedAt.rule}\t${o.stoppedAt.how}`] : [])),
  );
  return {
    policy: options.policy,
    uboatType: options.uboatType,
    startDate: options.startDate,
    seed: options.seed,
    careers: outcomes.length,
    survived: outcomes.filter((o) => o.survived).length,
    aliveWhenStopped: outcomes.filter((o) => o.end.startsWith('not ended')).length,
    tonnage: meanMedian(outcomes.map((o) => o.tonnage)),
    patrols: meanMedian(outcomes.map((o) => o.patrols)),
    knightsCross: outcomes.filter((o) => o.knightsCross).length,
    ends: counted(outcomes.map((o) => o.end)),
    victoryLevels: counted(outcomes.map((o) => o.victoryLevel)),
    stoppedAt: Object.entries(stops).map(([key, careers]) => {
      const [rule, how] = key.split('\t');
      return { rule, how: how as StoppedAt['how'], careers };
    }),
  };
}

/** A career from 7/43 to 5/45 is a few hundred commands; a bot that loops stops here ('not ended: maxCommands'). */
const MAX_COMMANDS = 10_000;

/** Plays the careers one after another (one core), career i on the dice of careerSeed(seed, i). */
export function simulateCareers(
  options: SimulateOptions,
  onCareer: (done: number) => void = () => {},
): SimulationReport {
  const policy = POLICIES[options.policy];
  const outcomes: CareerOutcome[] = [];
  for (let i = 0; i < options.careers; i++) {
    const played = playCareer(policy, {
      serverSeed: careerSeed(options.seed, i),
      uboatType: options.uboatType,
      startDate: options.startDate,
      maxCommands: MAX_COMMANDS,
    });
    outcomes.push(outcomeOf(played));
    onCareer(i + 1);
  }
  return reportOf(options, outcomes);
}
