// Typed errors of the rules engine. The category is transport-neutral (the HTTP and socket layers pick a
// status from it); the code is a stable contract that clients may switch on.

export type RulesErrorCategory = 'rule-violation' | 'not-implemented' | 'invalid-command' | 'held';

export abstract class RulesError extends Error {
  abstract readonly category: RulesErrorCategory;
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Every RuleViolation code, one line each. Codes are stored and sent to clients: add, never rename. */
export const RULE_VIOLATION_CODES = {
  'command/not-pending': 'The command is not one pending() offers now: it is not its time.',
  'command/option-not-offered': 'A parameter value outside the choices pending() lists for this command.',
  'career/already-started': 'A career is started once.',
  'career/not-started': 'Nothing can happen before the career starts.',
  'career/ended': 'The career is over: no more commands (5.1).',
  'career/boat-not-available': 'That U-boat type is not in service at the start date (4.2.2).',
  'career/start-date-not-allowed':
    "A career starts between 7/43 (or the type's service date) and 5/45 (4.2.1).",
  'setup/too-many-torpedo-swaps':
    'At most four torpedoes may be re-typed between G7a and G7e when loading (4.5).',
  'travel/no-schnorchel':
    'Schnorchel posture needs a fitted, working schnorchel and an intact hull (8.1.3, 8.1.5).',
  'travel/no-kite':
    'The Fa-330 kite: a boat that carries it, in its areas, not schnorchelling (8.2.2, 8.1.7).',
  'patrol/already-assigned': 'A patrol is already assigned and not yet completed (7.0).',
  'patrol/not-at-sea': 'The command needs the boat on patrol, in a travel box.',
  'time/cannot-switch-to-night':
    'Day to Night only, once, after identification and not vs an undamaged capital ship (8.4.2).',
  'approach/range-not-allowed': 'That range is not allowed in this encounter now (9.1.4, 9.2.2).',
  'approach/night-surface-attack-not-allowed':
    'A night surface attack needs night and escorted targets; vs unescorted ships attack surfaced (9.5, 9.4.2).',
  'approach/surfaced-not-allowed':
    'A surfaced attack only vs unescorted ships; never vs escorts or a submarine (9.4.6, 9.9.3).',
  'approach/cannot-dive': 'A holed hull cannot dive: no submerged attack, no deep dive (9.8.8.2).',
  'approach/no-escort-to-attack':
    'An escort can be a target only when escorts are present and a column is free (9.10).',
  'combat/nothing-to-fire':
    'No loaded working tube (nor a deck gun for a surfaced attack) to fire (9.2.1, 9.3).',
  'combat/weapon-class-fired': 'Vs unescorted ships each weapon class fires once per round (9.4.2).',
  'combat/no-test-depth-dive':
    'Exceeding test depth: once per round, not in the first round of a night surface attack (9.6.5, 9.6.6).',
  'combat/no-bold': 'BOLD: one per encounter, while decoys remain aboard (9.6.7).',
  'combat/no-such-target': 'Fire only at a target column of this engagement (9.1.2).',
  'combat/too-many-torpedoes': 'More torpedoes than are loaded in the tubes fired (9.2.1).',
  'combat/both-ends-not-allowed':
    'Bow and stern in one round only in a night surface attack or vs unescorted ships (9.2.1).',
  'combat/torpedo-type-not-aboard': 'That torpedo type is not loaded or not yet in service (9.2.4, 9.2.5).',
  'combat/deck-gun-not-allowed': 'The deck gun fires only surfaced, at unescorted ships (9.3.1).',
  'combat/too-many-gun-points': 'At most 2 ammunition points per round, and no more than are aboard (9.3.2).',
  'combat/no-additional-round':
    'An additional round needs an unescorted target that survived the round (9.4.3).',
  'combat/cannot-follow':
    'Only escorted groups can be followed; capital ships and warships only if damaged (9.7.2, 9.7.4).',
  'combat/follow-limit-reached': 'At most two follows in the same travel box (9.7.11).',
  'approach/no-periscope': 'No submerged attack while the periscope is damaged or inoperative ([E5]).',
  'patrol/aborting': 'An aborting boat starts no combat of any kind (10.9.4).',
  'patrol/cannot-abort':
    'Abort at sea, once; not through Gibraltar on a first Mediterranean patrol, nor before the invasion zone is rolled, without unrepairable damage (7.3.3, 7.4.3).',
  'options/not-in-play':
    'The command belongs to an optional rule (14.x) or an ability (14.13, 14.15) this career does not have, or not now.',
  'evasion/escort-number':
    "14.8.3: the escort's number is rolled in a solo game, and comes with the command in a two-player game.",
  'history/no-historical-id':
    "14.4: the number is not on the list of the boat's type (or the type has none).",
  'wolfpack/tournament-start': '13.5.2: every boat of a wolfpack tournament is a VIIC sailing in 7/43.',
  'ability/aggressive':
    '14.15 #6: an Aggressive Kommandant attacks every contact he can and fights on against unescorted targets.',
} as const;

export type RuleViolationCode = keyof typeof RULE_VIOLATION_CODES;

/** A legal-looking command the rules forbid now. The state is unchanged. */
export class RuleViolation extends RulesError {
  readonly category = 'rule-violation';

  constructor(
    /** The rule broken, as numbered in the rulebook, e.g. '9.2.1'. */
    readonly rule: string,
    readonly code: RuleViolationCode,
    message: string,
  ) {
    super(`${message} (rule ${rule})`);
  }
}

/** A rule the engine does not play yet ("Rules engine II"): thrown instead of silently skipping it. */
/**
 * What a rule not played yet lacks, by code, for a client to say in its language: a chart the pack does not build
 * (with the [A3] section), or a procedure not played yet (a Beneath the Med one is worded as `medGap.<procedure>`).
 */
export type NotPlayed =
  { readonly chart: string; readonly section?: string } | { readonly procedure: string };

export class RuleNotImplemented extends RulesError {
  readonly category = 'not-implemented';
  readonly code = 'rules/not-implemented';

  constructor(
    readonly rule: string,
    what?: string,
    /** What is missing, by code (the message says it in English). */
    readonly missing?: NotPlayed,
  ) {
    super(`RuleNotImplemented: ${rule}${what ? ` ${what}` : ''}`);
  }
}

/**
 * T-PAUSE: a seat's command while the career's tournament holds its play (the organiser paused it). Not a broken
 * rule: the same command goes through once play resumes.
 */
export class HeldByTournament extends RulesError {
  readonly category = 'held';
  readonly code = 'tournament/paused';

  constructor(
    readonly tournamentId: string,
    readonly reason: string,
  ) {
    super(
      `Tournament ${tournamentId} is paused (${reason}): its careers wait until the organiser resumes it`,
    );
  }
}

/** A command that is malformed whatever the state: a missing or mistyped field. */
export class InvalidCommand extends RulesError {
  readonly category = 'invalid-command';
  readonly code: string = 'command/invalid-field';

  constructor(
    readonly commandType: string,
    /** Path of the offending field, e.g. 'data.torpedoes[2].target'. */
    readonly field: string,
    problem: string,
  ) {
    super(`InvalidCommand: ${commandType}.${field} ${problem}`);
  }
}

/** A command type this decider does not know. */
export class UnknownCommand extends InvalidCommand {
  override readonly code = 'command/unknown-type';

  constructor(commandType: unknown, decider: string) {
    super(String(commandType), 'type', `is not a command of ${decider}`);
    this.message = `UnknownCommand: ${JSON.stringify(commandType) ?? String(commandType)} is not a command of ${decider}`;
  }
}
