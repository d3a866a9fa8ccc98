import { RuleViolation, type RuleViolationCode } from '@periscope/rules';

/** Every code an account refuses a command with (docs/accounts.md). Stored and sent to clients: add, never rename. */
export const ACCOUNT_VIOLATION_CODES = {
  'account/already-registered': 'An account is registered once.',
  'account/not-registered': 'Nothing happens to an account before it is registered.',
  'account/invalid-name':
    'A player name is 3 to 32 letters, digits, spaces, dots, hyphens or underscores, starting with a letter or digit.',
  'account/session-invalid': 'The session is not one of this account, or it has lapsed: sign in again.',
  'account/passkey-known': 'This passkey is registered already.',
  'account/passkey-unknown': 'No such passkey on this account.',
  'account/last-passkey': 'An account keeps at least one passkey.',
  'account/passkey-cloned':
    "The passkey's signature counter went backwards: the authenticator may have been cloned (WebAuthn §6.1.1).",
  'account/challenge-used': 'A challenge is answered once.',
  'account/recovery-code-wrong': 'That is not the recovery code of this account.',
  'account/seat-claimed': 'This account has claimed that seat already.',
} as const;

export type AccountViolationCode = keyof typeof ACCOUNT_VIOLATION_CODES;

/** A command the account refuses: a RuleViolation (422 with its code over HTTP). */
export class AccountViolation extends RuleViolation {
  constructor(code: AccountViolationCode, message: string) {
    super('ACCOUNT', code as unknown as RuleViolationCode, message);
  }
}

export const accountViolation = (code: AccountViolationCode, message: string) =>
  new AccountViolation(code, message);
