import type { AccountCommand, VerifiedPasskey } from './commands';
import type { AccountEvent, Session } from './events';
import { holds, openSession, passkeyOf, type AccountState } from './state';
import { accountViolation } from './violations';

/** 3 to 32 characters, a letter or digit first: a name that reads well in a URL (/players/:name). */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{2,31}$/u;

/** A player name as the account keeps it: trimmed, inner spaces single. */
export const playerName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Whether a name (as playerName keeps it) may be a player's. */
export const isPlayerName = (name: string): boolean => NAME.test(playerName(name));

/** Decides an account command (docs/accounts.md); throws an AccountViolation naming what is refused. */
export function decide(state: AccountState, command: AccountCommand): AccountEvent[] {
  const { at } = command;
  if (command.type === 'Register') return register(state, command.data, at);
  if (state.accountId === null) throw accountViolation('account/not-registered', 'no such account');
  switch (command.type) {
    case 'AddPasskey':
      signedIn(state, command.data.sessionHash, at);
      return [passkeyAdded(state, command.data.passkey, at)];
    case 'RemovePasskey': {
      signedIn(state, command.data.sessionHash, at);
      if (!passkeyOf(state, command.data.credentialId))
        throw accountViolation('account/passkey-unknown', 'no such passkey on this account');
      if (state.passkeys.length === 1)
        throw accountViolation('account/last-passkey', 'add another passkey before removing this one');
      return [{ type: 'PasskeyRemoved', data: { credentialId: command.data.credentialId, at } }];
    }
    case 'SignIn':
      return [signIn(state, command.data, at)];
    case 'SignOut':
      return openSession(state, command.data.sessionHash, at)
        ? [{ type: 'SessionClosed', data: { sessionHash: command.data.sessionHash, at } }]
        : [];
    case 'Recover':
      return recover(state, command.data, at);
    case 'ClaimSeat':
      signedIn(state, command.data.sessionHash, at);
      if (holds(state, command.data.seat)) throw accountViolation('account/seat-claimed', 'claimed already');
      return [{ type: 'SeatClaimed', data: { ...command.data.seat, at } }];
    case 'ChooseVisibility': {
      signedIn(state, command.data.sessionHash, at);
      const { careers, games, tournaments } = command.data.visibility;
      return [{ type: 'VisibilityChosen', data: { careers, games, tournaments, at } }];
    }
  }
}

type Data<T extends AccountCommand['type']> = Extract<AccountCommand, { type: T }>['data'];

function register(state: AccountState, data: Data<'Register'>, at: string): AccountEvent[] {
  if (state.accountId !== null) throw accountViolation('account/already-registered', 'registered already');
  const name = playerName(data.name);
  if (!isPlayerName(name))
    throw accountViolation('account/invalid-name', `${JSON.stringify(name)} is no name`);
  const { accountId, recoveryCodeHash } = data;
  return [
    { type: 'PlayerRegistered', data: { accountId, name, recoveryCodeHash, at } },
    passkeyAdded(state, data.passkey, at),
    sessionOpened(data.session, signedWith(data.passkey), at),
  ];
}

function passkeyAdded(state: AccountState, passkey: VerifiedPasskey, at: string): AccountEvent {
  if (passkeyOf(state, passkey.credentialId))
    throw accountViolation('account/passkey-known', 'this passkey is registered already');
  unanswered(state, passkey.challenge);
  const { credentialId, publicKey, counter, transports, challenge } = passkey;
  return {
    type: 'PasskeyAdded',
    data: { credentialId, publicKey, counter, transports, addedAt: at, challenge },
  };
}

function signIn(state: AccountState, data: Data<'SignIn'>, at: string): AccountEvent {
  const passkey = passkeyOf(state, data.credentialId);
  if (!passkey) throw accountViolation('account/passkey-unknown', 'no such passkey on this account');
  unanswered(state, data.challenge);
  // WebAuthn §6.1.1: a counter that does not grow (when either side counts) means a cloned authenticator.
  if ((data.counter !== 0 || passkey.counter !== 0) && data.counter <= passkey.counter)
    throw accountViolation('account/passkey-cloned', 'the signature counter did not grow');
  return sessionOpened(
    data.session,
    { passkey: data.credentialId, counter: data.counter, challenge: data.challenge },
    at,
  );
}

function recover(state: AccountState, data: Data<'Recover'>, at: string): AccountEvent[] {
  if (data.recoveryCodeHash !== state.recoveryCodeHash)
    throw accountViolation('account/recovery-code-wrong', 'that is not the recovery code');
  return [
    { type: 'RecoveryCodeUsed', data: { nextRecoveryCodeHash: data.nextRecoveryCodeHash, at } },
    sessionOpened(data.session, 'recovery', at),
  ];
}

/** The passkey just registered signs its player in: its registration answered the challenge. */
const signedWith = ({ credentialId, counter, challenge }: VerifiedPasskey) => ({
  passkey: credentialId,
  counter,
  challenge,
});

const sessionOpened = (
  session: Session,
  by: Extract<AccountEvent, { type: 'SessionOpened' }>['data']['by'],
  at: string,
): AccountEvent => ({
  type: 'SessionOpened',
  data: { sessionHash: session.sessionHash, expiresAt: session.expiresAt, by, at },
});

function signedIn(state: AccountState, sessionHash: string, at: string) {
  if (!openSession(state, sessionHash, at))
    throw accountViolation('account/session-invalid', 'sign in again');
}

function unanswered(state: AccountState, challenge: string) {
  if (challenge !== '' && state.answered.includes(challenge))
    throw accountViolation('account/challenge-used', 'this challenge was answered already');
}
