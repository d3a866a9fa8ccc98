import type { CareerState, Step } from '@periscope/rules';
import { t, word } from '../../i18n/i18n';
import { isMedCareer } from '../med/is-med';

/**
 * What each command does, in the game's words, with the rule that governs it (`command.*`); in a Beneath the Med
 * career by its own rules (`medCommand.*`).
 */
export const commandLabel = (type: string, state?: CareerState) =>
  (state && isMedCareer(state) ? medLabel(type, state) : null) ?? word('command', type) ?? type;

/** A Beneath the Med command by its step where one command serves two rules (`medCommand.submarine.BreakOff`). */
const medLabel = (type: string, state: CareerState) =>
  word('medCommand', `${state.step.kind}.${type}`) ?? word('medCommand', type);

/** A heading: what is decided, and the rules that govern it (shown with <RuleRef>). */
export interface Heading {
  readonly text: string;
  readonly rules: readonly string[];
}

/** The rules behind what is decided now, by step kind; its words are the catalogue's `heading.*`. */
const HEADING_RULES: Readonly<Record<string, readonly string[]>> = {
  setup: ['4.0'],
  inPort: ['7.0'],
  underway: ['8.0', '8.1'],
  shipsSighted: ['9.0'],
  firing: ['9.2', '9.3', '9.4'],
  evading: ['9.6.4', '9.6.7'],
  combatRoundOver: ['9.4.3', '9.7'],
  submarine: ['9.9'],
  evasiveManoeuvre: ['14.8'],
  replenishment: ['14.9'],
  replenishmentChoice: ['11.4.10'],
  newUBoatRequest: ['11.4.3'],
  wolfpack: ['13.5.5'],
};

/**
 * Beneath the Med's rules for the same steps: the assignment and the request (6.2, 7.9.1), the next box (6.1), the
 * attack and its range (7.2, 7.2.1), the salvo and the deck gun (7.2.3, 7.2.3.2), the enemy submarine (7.2.10).
 */
const MED_HEADING_RULES: Readonly<Record<string, readonly string[]>> = {
  inPort: ['6.2', '7.9.1'],
  underway: ['6.1'],
  antiAircraft: ['7.3.3', '7.3.4'],
  shipsSighted: ['7.2', '7.2.1'],
  firing: ['7.2.3', '7.2.3.2'],
  submarine: ['7.2.10'],
  slcAttack: ['6.7.5'],
  evasiveManoeuvre: ['11.3'],
};

export function stepHeading(step: Step, state?: CareerState): Heading {
  // 9.8.7 VIIC Flak or 9.8.9 Bay of Biscay: the rule that lets this boat stay up.
  if (step.kind === 'staySurfacedOrDive') return { text: t('decide.aircraft'), rules: [step.rule] };
  const rules = (state && isMedCareer(state) ? MED_HEADING_RULES : HEADING_RULES)[step.kind];
  return rules
    ? { text: word('heading', step.kind) ?? step.kind, rules }
    : { text: t('decide.decide'), rules: [] };
}

/** A short text of what is happening when no command is offered (the automatic steps, `happening.*`). */
export function happening(step: Step): string {
  const text = word('happening', step.kind) ?? t('decide.waiting');
  const why = 'reason' in step && typeof step.reason === 'string' ? ` ${step.reason}` : '';
  const detail = 'detail' in step && typeof step.detail === 'string' ? ` ${step.detail}` : '';
  return `${text}${why}${detail}`;
}
