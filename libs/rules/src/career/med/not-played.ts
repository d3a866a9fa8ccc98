import { notBuiltReason, type MedChartId } from '../../campaigns/beneath-the-med/charts';
import { RuleNotImplemented, type NotPlayed } from '../../errors';
import type { Step } from '../model/state';

// Where a Beneath the Med career stops, by code: a chart the pack does not build, or a procedure not played yet.
// The step and the error carry the code (`missing`) for the clients to word (`medGap.<procedure>`, a chart by its
// id); the English reason stays for the logs and the command line.

/** The procedures not played yet, with the English reason each gives. */
const PROCEDURES = {
  aircraftEncounter: 'the aircraft encounter',
  randomEvent: 'the random event, rolled on [B10] as its 12 is met',
  encounter: 'the encounter',
  dayOrNight: 'the day or night of the encounter, rolled as its ships are met',
  escortAttack: 'the attack on the escort, not played yet',
  optionalRules: 'its optional rules',
} as const;

export type MedProcedure = keyof typeof PROCEDURES;
type MedMissing =
  { readonly chart: MedChartId; readonly section?: string } | { readonly procedure: MedProcedure };

/** What is missing in English: "(Beneath the Med chart B4 is not built)", "(Beneath the Med: its optional rules)". */
function reasonOf(missing: MedMissing): string {
  if ('procedure' in missing) return `(Beneath the Med: ${PROCEDURES[missing.procedure]})`;
  return missing.section
    ? `(Beneath the Med chart ${missing.chart} section ${missing.section} is not built)`
    : notBuiltReason(missing.chart);
}

/** The step a career stops at: the rule, why in English, and what is missing by code. */
export const notPlayedStep = (rule: string, missing: MedMissing): Step => ({
  kind: 'blocked',
  rule,
  reason: reasonOf(missing),
  missing: missing as NotPlayed,
});

/** The error of a command that reaches a rule not played yet, naming what is missing by code. */
export const notPlayedError = (rule: string, missing: MedMissing): RuleNotImplemented =>
  new RuleNotImplemented(rule, reasonOf(missing), missing as NotPlayed);
