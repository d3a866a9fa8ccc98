import type { Step } from '@periscope/rules';

/** What each command does, in the game's words, with the rule that governs it. */
export const COMMAND_LABELS: Readonly<Record<string, string>> = {
  StartCareer: 'Start the career (4.0)',
  AssignPatrol: 'Take the patrol assignment (7.0)',
  EnterNextBox: 'Sail into the next box (8.0)',
  DeclineAttack: 'Decline the attack (9.0)',
  SwitchToNight: 'Wait for night (8.4.2)',
  StaySurfaced: 'Stay surfaced and fire flak',
  Dive: 'Dive (9.8.7)',
  ChooseApproach: 'Attack (9.0)',
  FireTorpedoes: 'Fire torpedoes (9.2.1)',
  FireDeckGun: 'Fire the deck gun (9.3)',
  EndRound: 'End the round (9.4.2)',
  EvadeEscorts: 'Evade the escorts (9.6.4, 9.6.7)',
  AdditionalRound: 'Another round (9.4.3)',
  Follow: 'Follow (9.7)',
  BreakOff: 'Break off (9.0)',
  RequestNewUBoat: 'Request a new U-boat (11.4.3)',
  KeepNewUBoatRequest: 'Keep the request for a later refit (11.4.3)',
  AbortPatrol: 'Abort the patrol (10.9.5)',
  UseRandomEventToken: 'Use the Hals und Beinbruch token (12.1.3)',
  DoctorTreatsWound: 'The Doctor treats a light wound (11.1)',
  ChooseEvasiveManoeuvre: 'Manoeuvre (14.8)',
  AcceptReplenishment: 'Meet the milk cow (14.9)',
  DeclineReplenishment: 'Sail on without her (14.9.5)',
  UseSparePart: 'Use the spare part (11.4.10.3)',
  KeepSparePart: 'Keep the spare part (11.4.10.3)',
  TransferOwnFuel: 'Transfer own fuel (11.4.10.4)',
  KeepOwnFuel: 'Keep own fuel (11.4.10.4)',
  AttackWithNibelung: 'Attack with Nibelung sonar (14.12)',
  SingleOutStraggler: 'Single out a straggler (14.15)',
  JoinWolfpackAttack: "Join the pack's attack (13.5.5)",
  PursueOwnContact: 'Pursue own contact (13.5.5)',
};

export const commandLabel = (type: string) => COMMAND_LABELS[type] ?? type;

/** A heading: what is decided, and the rules that govern it (shown with <RuleRef>). */
export interface Heading {
  readonly text: string;
  readonly rules: readonly string[];
}

const h = (text: string, ...rules: string[]): Heading => ({ text, rules });

/** What is decided now, by step kind. */
const HEADINGS: Readonly<Record<string, Heading>> = {
  setup: h('A new career: choose the boat', '4.0'),
  inPort: h('In port: the next patrol', '7.0'),
  underway: h('Underway: the next box', '8.0', '8.1'),
  shipsSighted: h('Ships sighted: choose your approach', '9.0'),
  firing: h('Firing: torpedoes and the deck gun', '9.2', '9.3', '9.4'),
  evading: h('Escorts hunting: evade', '9.6.4', '9.6.7'),
  combatRoundOver: h('The combat round is over', '9.4.3', '9.7'),
  submarine: h('An enemy submarine: attack or withdraw', '9.9'),
  evasiveManoeuvre: h('Depth charges coming: your evasive manoeuvre', '14.8'),
  replenishment: h('A milk cow is near', '14.9'),
  replenishmentChoice: h('Replenishment at sea', '11.4.10'),
  newUBoatRequest: h('A newer U-boat may be requested', '11.4.3'),
  wolfpack: h('The wolfpack gathers', '13.5.5'),
};

export function stepHeading(step: Step): Heading {
  // 9.8.7 VIIC Flak or 9.8.9 Bay of Biscay: the rule that lets this boat stay up.
  if (step.kind === 'staySurfacedOrDive') return h('Aircraft overhead: stay surfaced or dive', step.rule);
  return HEADINGS[step.kind] ?? h('Decide');
}

/** What happens while nothing is asked of the Kommandant (the automatic steps). */
const HAPPENING: Readonly<Record<string, string>> = {
  identifying: 'The ships are being identified (8.3).',
  aircraft: 'An aircraft attacks: the air combat is fought (9.8).',
  depthCharges: 'Depth charges: the escorts attack (9.6.10, 9.6.11).',
  randomEvent: 'A random event is rolled (12.0).',
  replenishing: 'The replenishment operation is under way (11.4.10).',
  refit: 'In the yard: the refit (10.11-11.4).',
  repairing: 'The crew pumps out and repairs (10.8).',
  scuttling: 'The boat must be scuttled (10.10).',
  ending: 'The career is ending (5.1).',
  ended: 'The career is over.',
  wolfpack: 'The boat waits for its pack (13.5.3).',
};

/** A short text of what is happening when no command is offered. */
export function happening(step: Step): string {
  const text = HAPPENING[step.kind] ?? 'Waiting for the rules to move on.';
  const why = 'reason' in step && typeof step.reason === 'string' ? ` ${step.reason}` : '';
  const detail = 'detail' in step && typeof step.detail === 'string' ? ` ${step.detail}` : '';
  return `${text}${why}${detail}`;
}
