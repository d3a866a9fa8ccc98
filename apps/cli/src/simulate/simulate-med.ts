import {
  BENEATH_THE_MED,
  playCareer,
  POLICIES,
  type PlayedCareer,
  type PolicyName,
  type YearMonth,
} from '@periscope/rules';
import { inServiceFrom, type MedClass } from '@periscope/rules/campaigns/beneath-the-med';
import { median } from '../tables';
import { careerSeed, type MeanMedian } from './simulate';

// `periscope simulate --campaign med`: Beneath the Med's careers on its designed charts. A career ends by the rules
// (5.1) or stops where it needs a rule not played yet (8.0); what it played before counts, and the report says which.

/**
 * The classes and start dates played when none is named (4.2.1, 004 L498-505): an Adua (a Mediterranean boat of one
 * month's patrols), a Marconi (ocean-going, two months, rolling for BETASOM, 6.6) and an Acciaio (in service from
 * 4/42, "without the first months of the war to pile up easier sinkings", 004 L492-496); in June 1940 and June 1942.
 */
export const MED_SIMULATED_CLASSES: readonly MedClass[] = ['Adua', 'Marconi', 'Acciaio'];
export const MED_SIMULATED_STARTS: readonly YearMonth[] = ['1940-06', '1942-06'];

export interface MedSimulateOptions {
  readonly careers: number;
  readonly classes: readonly MedClass[];
  readonly startDates: readonly YearMonth[];
  readonly policy: PolicyName;
  readonly seed: string;
}

/** Why a Med career did not end: a rule not played (a blocked step, RuleNotImplemented) or the bot's own stop. */
export type MedStopHow = 'blocked' | 'notImplemented' | 'refused' | 'noCommand' | 'maxCommands';

export interface MedStop {
  /** The rule (7.5.9), or for the bot's own stops the step it stood at. */
  readonly rule: string;
  readonly how: MedStopHow;
}

/** What one Beneath the Med career played. */
export interface MedOutcome {
  /** The CareerEnded reason (5.1), or null: the career stopped at `stoppedAt`. */
  readonly end: string | null;
  readonly stoppedAt: MedStop | null;
  /** The boat and its Comandante were still there when the career finished or stopped. */
  readonly alive: boolean;
  /** Patrols assigned, the one at sea when the career stopped included. */
  readonly patrols: number;
  readonly shipsSunk: number;
  readonly tonnage: number;
  readonly torpedoesFired: number;
  readonly torpedoHits: number;
}

/** 5.1: the ends that lose the boat or the Comandante (CareerEndReason); any other leaves both alive. */
const LOST = ['sunk', 'captured', 'lostAtSea', 'kommandantKilled'];

function stopOf(played: PlayedCareer): MedStop {
  const step = played.state.step;
  if (step.kind === 'blocked') return { rule: step.rule, how: 'blocked' };
  if (played.notImplemented) return { rule: played.notImplemented.rule, how: 'notImplemented' };
  if (played.refused) return { rule: played.refused.rule, how: 'refused' };
  return { rule: step.kind, how: played.stopped === 'maxCommands' ? 'maxCommands' : 'noCommand' };
}

export function medOutcomeOf(played: PlayedCareer): MedOutcome {
  const ended = played.events.find((e) => e.type === 'CareerEnded');
  const reason = ended ? String((ended.data as { reason?: unknown }).reason) : null;
  const count = (type: string) => played.events.filter((e) => e.type === type).length;
  const fired = played.events.filter((e) => e.type === 'TorpedoFired');
  return {
    end: reason,
    stoppedAt: reason === null ? stopOf(played) : null,
    alive: reason === null || !LOST.includes(reason),
    patrols: count('PatrolAssigned'),
    shipsSunk: count('ShipSunk'),
    tonnage: played.state.tonnage,
    torpedoesFired: fired.length,
    torpedoHits: fired.filter((e) => (e.data as { hit?: unknown }).hit === true).length,
  };
}

/** The figures of one class and start date. */
export interface MedCellReport {
  readonly uboatClass: MedClass;
  readonly startDate: YearMonth;
  readonly careers: number;
  /** Ended by the rules (CareerEnded): lost, retired, the war's end. */
  readonly finished: number;
  /** Stopped at a rule not played yet (or by the bot). */
  readonly stopped: number;
  readonly alive: number;
  readonly patrols: number;
  readonly shipsSunk: number;
  readonly tonnage: MeanMedian;
  /** The tonnage sunk over the patrols played (0 when none was). */
  readonly tonnagePerPatrol: number;
  readonly torpedoes: { readonly fired: number; readonly hits: number };
  readonly ends: Readonly<Record<string, number>>;
  /** Careers by the rule they stopped at, most first. */
  readonly stoppedAt: readonly (MedStop & { readonly careers: number })[];
}

/** A class not in service at a start date (4.2.1): no career played. */
export interface MedCellNotInService {
  readonly uboatClass: MedClass;
  readonly startDate: YearMonth;
  readonly inServiceFrom: YearMonth;
}

export type MedCell = MedCellReport | MedCellNotInService;

export const isPlayed = (cell: MedCell): cell is MedCellReport => 'careers' in cell;

export interface MedSimulationReport {
  readonly campaign: 'beneath-the-med';
  readonly policy: PolicyName;
  readonly seed: string;
  readonly careers: number;
  readonly cells: readonly MedCell[];
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

function tally<T>(items: readonly T[], key: (item: T) => string | null): [string, number][] {
  const counts = new Map<string, number>();
  for (const k of items.map(key)) if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

export function medCellOf(
  uboatClass: MedClass,
  startDate: YearMonth,
  outcomes: readonly MedOutcome[],
): MedCellReport {
  const tonnages = outcomes.map((o) => o.tonnage);
  const patrols = sum(outcomes.map((o) => o.patrols));
  const stops = tally(outcomes, (o) => (o.stoppedAt ? `${o.stoppedAt.rule}\t${o.stoppedAt.how}` : null));
  return {
    uboatClass,
    startDate,
    careers: outcomes.length,
    finished: outcomes.filter((o) => o.end !== null).length,
    stopped: outcomes.filter((o) => o.stoppedAt !== null).length,
    alive: outcomes.filter((o) => o.alive).length,
    patrols,
    shipsSunk: sum(outcomes.map((o) => o.shipsSunk)),
    tonnage: { mean: outcomes.length ? sum(tonnages) / outcomes.length : 0, median: median(tonnages) || 0 },
    tonnagePerPatrol: patrols ? sum(tonnages) / patrols : 0,
    torpedoes: {
      fired: sum(outcomes.map((o) => o.torpedoesFired)),
      hits: sum(outcomes.map((o) => o.torpedoHits)),
    },
    ends: Object.fromEntries(tally(outcomes, (o) => o.end)),
    stoppedAt: stops.map(([key, careers]) => {
      const [rule, how] = key.split('\t');
      return { rule, how: how as MedStopHow, careers };
    }),
  };
}

/** A Med career is a few dozen commands as far as it is played; a bot that loops stops here. */
const MAX_COMMANDS = 10_000;

/**
 * Plays `careers` careers of each class at each start date in service, career i of every cell on the dice of
 * careerSeed(seed, i): the cells meet the same dice, so their differences are the class's and the date's.
 */
export function simulateMedCareers(
  options: MedSimulateOptions,
  onCareer: (done: number) => void = () => {},
): MedSimulationReport {
  const policy = POLICIES[options.policy];
  let done = 0;
  const cells = options.classes.flatMap((uboatClass) =>
    options.startDates.map((startDate): MedCell => {
      const inService = inServiceFrom(uboatClass);
      if (startDate < inService) return { uboatClass, startDate, inServiceFrom: inService };
      const outcomes = Array.from({ length: options.careers }, (_, i) => {
        const played = playCareer(policy, {
          serverSeed: careerSeed(options.seed, i),
          campaign: BENEATH_THE_MED.id,
          uboatType: uboatClass,
          startDate,
          maxCommands: MAX_COMMANDS,
        });
        onCareer(++done);
        return medOutcomeOf(played);
      });
      return medCellOf(uboatClass, startDate, outcomes);
    }),
  );
  return {
    campaign: 'beneath-the-med',
    policy: options.policy,
    seed: options.seed,
    careers: options.careers,
    cells,
  };
}

/** How many careers a run plays: its cells in service, times the careers of each. */
export const medCareersToPlay = (options: MedSimulateOptions): number =>
  options.careers *
  options.classes.reduce((n, c) => n + options.startDates.filter((d) => d >= inServiceFrom(c)).length, 0);
