import { RuleViolation, type RuleViolationCode } from '@periscope/rules';

/**
 * Every code a two-player game refuses a command with, one line each. Stored and sent to clients: add, never rename.
 * The descriptions are documentation, tied to no game: they name both games' rules; a refusal cites its own game's
 * (twoPlayerRule, faceHiddenRule in ../campaign-terms.ts; Q-BTM-DUEL-CITE).
 */
export const GAME_VIOLATION_CODES = {
  'game/already-created': 'A game is created once.',
  'game/not-created': 'Nothing happens before the game is created.',
  'game/full': 'A two-player game has two seats, both taken (13.1; Beneath the Med 10.1).',
  'game/not-started': 'The careers start once both players have revealed their seeds.',
  'game/over':
    'The game is over: both boats are out, or the agreed date has come (13.1.1; Beneath the Med 10.1).',
  'game/end-date-before-start':
    'The agreed end date cannot come before the start month (13.1.1; Beneath the Med 10.1).',
  'game/not-your-patrol':
    'Players alternate patrols: only the active player commands his boat (13.1.2; Beneath the Med 10.1).',
  'game/roll-awaited': 'The opponent rolls first (13.1.2; Beneath the Med 10.1).',
  'game/no-roll-awaited': 'No roll is awaited from this seat now (13.1.2; Beneath the Med 10.1).',
  'game/no-timeout': 'This game has no timeout: an absent opponent is waited for.',
  'game/career-started-by-game':
    'The game starts both careers, with the same type or class and month (13.1.1; Beneath the Med 10.1).',
  'seed/too-early': 'Seeds are revealed once both players have committed to theirs.',
  'seed/already-revealed': 'Each seed is revealed once.',
  'seed/mismatch': 'The seed does not hash (sha256) to the commitment its player made.',
  'manoeuvre/not-due':
    'Evasive manoeuvres are chosen only when the escorts attack with 14.8 (Beneath the Med 11.3) in play.',
  'manoeuvre/choose-face-hidden':
    'Both seats choose their evasive numbers face hidden: CommitManoeuvre, then RevealManoeuvre (14.8.3; Beneath the Med 11.3).',
  'manoeuvre/already-committed':
    'Each seat commits to one manoeuvre number per attack (14.8.3; Beneath the Med 11.3).',
  'manoeuvre/not-committed': 'Reveal after both seats have committed (14.8.3; Beneath the Med 11.3).',
  'manoeuvre/already-revealed': 'Each manoeuvre number is revealed once (14.8.3; Beneath the Med 11.3).',
  'manoeuvre/mismatch':
    'The number and salt do not hash (sha256) to the commitment made (14.8.3; Beneath the Med 11.3).',
} as const;

export type GameViolationCode = keyof typeof GAME_VIOLATION_CODES;

/**
 * A command the two-player game forbids now: a RuleViolation (422 with its rule over HTTP) whose code is one of
 * GAME_VIOLATION_CODES, which libs/rules does not list.
 */
export class GameRuleViolation extends RuleViolation {
  constructor(rule: string, code: GameViolationCode, message: string) {
    super(rule, code as unknown as RuleViolationCode, message);
  }
}

export const gameViolation = (rule: string, code: GameViolationCode, message: string) =>
  new GameRuleViolation(rule, code, message);
