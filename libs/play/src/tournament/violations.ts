import { RuleViolation, type RuleViolationCode } from '@periscope/rules';

/** Every code a tournament refuses a command with, one line each. Stored and sent to clients: add, never rename. */
export const TOURNAMENT_VIOLATION_CODES = {
  'tournament/already-created': 'A tournament is created once.',
  'tournament/not-created': 'Nothing happens before the tournament is created.',
  'tournament/invalid-terms': 'The terms do not fit the format (13.2–13.5).',
  'tournament/end-date-unsupported':
    'Careers started by a tournament run to the end of the war (May 1945) until the careers API takes an end date.',
  'tournament/registration-closed': 'Entrants register while registration is open, before the start.',
  'tournament/type-not-allowed': 'The U-boat type is not one the tournament allows (13.2, 13.4, 13.5.2).',
  'tournament/name-taken': 'Each entrant has a name of his own in a tournament.',
  'tournament/career-taken': 'A career enters one tournament once.',
  'tournament/player-entered': 'A signed-in player enters a tournament once (docs/accounts.md).',
  'tournament/not-an-entrant': 'No such entrant in this tournament.',
  'tournament/already-out': 'The entrant has withdrawn or been disqualified already.',
  'tournament/no-entrants': 'A tournament starts with at least one entrant.',
  'tournament/not-running': 'That is done while the tournament is running.',
  'tournament/not-paused': 'Only a paused tournament resumes.',
  'tournament/already-started': 'The tournament has started already.',
  'tournament/finished': 'The tournament is over: its results stand.',
  'tournament/organiser-only': 'Only the organiser starts, pauses, disqualifies, adjudicates and finishes.',
  'tournament/reason-required': 'A disqualification or a ruling states its reason.',
  'tournament/ruling-refused': 'The ruling does not stand against the career it rules on.',
  'tournament/invalid-commitment': "The commitment to the tournament's seed is sha256: 64 hex digits.",
} as const;

export type TournamentViolationCode = keyof typeof TOURNAMENT_VIOLATION_CODES;

/** A command the tournament forbids now: a RuleViolation (422 with its rule over HTTP). */
export class TournamentViolation extends RuleViolation {
  constructor(rule: string, code: TournamentViolationCode, message: string) {
    super(rule, code as unknown as RuleViolationCode, message);
  }
}

export const tournamentViolation = (rule: string, code: TournamentViolationCode, message: string) =>
  new TournamentViolation(rule, code, message);
