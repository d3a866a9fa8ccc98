import { DeciderSpecification } from '@periscope/rules/testing/decider-specification';
import type { AccountCommand, VerifiedPasskey } from './commands';
import { decide } from './decide';
import type { AccountEvent } from './events';
import { evolve } from './evolve';
import { initialState, type AccountState } from './state';
import { AccountViolation } from './violations';

const spec = DeciderSpecification.for<AccountState, AccountCommand, AccountEvent>({
  decide: (state, command) => decide(state, command),
  evolve,
  initialState,
});

const ACCOUNT = '7d0c5a63-3f2e-4e0a-9d7e-0c9f3b1a2b3c';
const AT = '1943-07-01T12:00:00.000Z';
const LATER = '1943-07-02T12:00:00.000Z';
const EXPIRES = '1943-07-31T12:00:00.000Z';
const SESSION = { sessionHash: 's'.repeat(64), expiresAt: EXPIRES };
const key = (n: number, challenge = `challenge-${n}`, counter = 0): VerifiedPasskey => ({
  credentialId: `credential-${n}`,
  publicKey: `public-key-${n}`,
  counter,
  transports: ['internal'],
  challenge,
});

const refused = (code: string) => (error: AccountViolation) => error.code === code;

const registered: AccountEvent[] = [
  {
    type: 'PlayerRegistered',
    data: { accountId: ACCOUNT, name: 'Kptlt. Prien', recoveryCodeHash: 'r'.repeat(64), at: AT },
  },
  {
    type: 'PasskeyAdded',
    data: {
      credentialId: 'credential-1',
      publicKey: 'public-key-1',
      counter: 0,
      transports: ['internal'],
      addedAt: AT,
      challenge: 'challenge-1',
    },
  },
  {
    type: 'SessionOpened',
    data: { ...SESSION, by: { passkey: 'credential-1', counter: 0, challenge: 'challenge-1' }, at: AT },
  },
];

const register = (name: string): AccountCommand => ({
  type: 'Register',
  at: AT,
  data: { accountId: ACCOUNT, name, recoveryCodeHash: 'r'.repeat(64), passkey: key(1), session: SESSION },
});

const signIn = (challenge: string, counter = 0, at = LATER): AccountCommand => ({
  type: 'SignIn',
  at,
  data: {
    credentialId: 'credential-1',
    counter,
    challenge,
    session: { sessionHash: 't'.repeat(64), expiresAt: EXPIRES },
  },
});

describe('accounts: registration', () => {
  it('a player registers with a passkey: his name, the passkey and a first session', () => {
    spec.given([]).when(register('  Kptlt.   Prien ')).then(registered);
  });

  it('a name is 3 to 32 characters, a letter or digit first', () => {
    for (const name of ['ab', '-Prien', 'x'.repeat(33), 'Prien<script>'])
      spec.given([]).when(register(name)).thenThrows(AccountViolation, refused('account/invalid-name'));
  });

  it('an account is registered once', () => {
    spec
      .given(registered)
      .when(register('Kptlt. Prien'))
      .thenThrows(AccountViolation, refused('account/already-registered'));
  });

  it('nothing but a registration reaches an account not registered', () => {
    spec
      .given([])
      .when(signIn('challenge-2'))
      .thenThrows(AccountViolation, refused('account/not-registered'));
  });
});

describe('accounts: passkeys and sessions', () => {
  it('a passkey signs its player in, once per challenge, its counter kept', () => {
    const state = spec
      .given(registered)
      .when(signIn('challenge-2', 5))
      .then([
        {
          type: 'SessionOpened',
          data: {
            sessionHash: 't'.repeat(64),
            expiresAt: EXPIRES,
            by: { passkey: 'credential-1', counter: 5, challenge: 'challenge-2' },
            at: LATER,
          },
        },
      ]);
    expect(state.passkeys[0].counter).toBe(5);
    expect(state.sessions).toHaveLength(2);
  });

  it('a challenge answered once is refused the second time', () => {
    spec
      .given(registered)
      .when(signIn('challenge-1'))
      .thenThrows(AccountViolation, refused('account/challenge-used'));
  });

  it('WebAuthn §6.1.1: a signature counter that does not grow is refused as a clone', () => {
    const once = [...registered, ...decideAll(registered, signIn('challenge-2', 5))];
    spec
      .given(once)
      .when(signIn('challenge-3', 5))
      .thenThrows(AccountViolation, refused('account/passkey-cloned'));
  });

  it('an unknown passkey signs nobody in', () => {
    const stranger: AccountCommand = {
      ...signIn('challenge-2'),
      data: { ...signIn('challenge-2').data, credentialId: 'x' },
    } as AccountCommand;
    spec.given(registered).when(stranger).thenThrows(AccountViolation, refused('account/passkey-unknown'));
  });

  it('a signed-in player adds a second passkey; the same passkey twice is refused', () => {
    const add = (n: number, challenge: string): AccountCommand => ({
      type: 'AddPasskey',
      at: LATER,
      data: { sessionHash: SESSION.sessionHash, passkey: key(n, challenge) },
    });
    const state = spec.given(registered).when(add(2, 'challenge-2')).thenEvents();
    expect(state).toEqual([
      {
        type: 'PasskeyAdded',
        data: { ...key(2, 'challenge-2'), addedAt: LATER },
      },
    ]);
    spec
      .given(registered)
      .when(add(1, 'challenge-3'))
      .thenThrows(AccountViolation, refused('account/passkey-known'));
  });

  it('a lapsed or closed session acts on nothing', () => {
    const claim = (at: string): AccountCommand => ({
      type: 'ClaimSeat',
      at,
      data: { sessionHash: SESSION.sessionHash, seat: { kind: 'career', id: 'c1' } },
    });
    spec
      .given(registered)
      .when(claim(EXPIRES))
      .thenThrows(AccountViolation, refused('account/session-invalid'));
    const closed: AccountEvent = {
      type: 'SessionClosed',
      data: { sessionHash: SESSION.sessionHash, at: LATER },
    };
    spec
      .given([...registered, closed])
      .when(claim(LATER))
      .thenThrows(AccountViolation, refused('account/session-invalid'));
  });

  it('signing out closes the session; signing out again changes nothing', () => {
    const out: AccountCommand = { type: 'SignOut', at: LATER, data: { sessionHash: SESSION.sessionHash } };
    const closed: AccountEvent = {
      type: 'SessionClosed',
      data: { sessionHash: SESSION.sessionHash, at: LATER },
    };
    spec.given(registered).when(out).then([closed]);
    spec
      .given([...registered, closed])
      .when(out)
      .thenNothingHappened();
  });

  it('the last passkey stays', () => {
    const remove: AccountCommand = {
      type: 'RemovePasskey',
      at: LATER,
      data: { sessionHash: SESSION.sessionHash, credentialId: 'credential-1' },
    };
    spec.given(registered).when(remove).thenThrows(AccountViolation, refused('account/last-passkey'));
  });
});

describe('accounts: recovery and claims', () => {
  const recover = (recoveryCodeHash: string): AccountCommand => ({
    type: 'Recover',
    at: LATER,
    data: {
      recoveryCodeHash,
      nextRecoveryCodeHash: 'n'.repeat(64),
      session: { sessionHash: 'u'.repeat(64), expiresAt: EXPIRES },
    },
  });

  it('the recovery code opens a session once: the next code replaces it', () => {
    const events = decideAll(registered, recover('r'.repeat(64)));
    expect(events).toEqual([
      { type: 'RecoveryCodeUsed', data: { nextRecoveryCodeHash: 'n'.repeat(64), at: LATER } },
      {
        type: 'SessionOpened',
        data: { sessionHash: 'u'.repeat(64), expiresAt: EXPIRES, by: 'recovery', at: LATER },
      },
    ]);
    spec
      .given([...registered, ...events])
      .when(recover('r'.repeat(64)))
      .thenThrows(AccountViolation, refused('account/recovery-code-wrong'));
  });

  it('a seat is claimed once by its account', () => {
    const claim: AccountCommand = {
      type: 'ClaimSeat',
      at: LATER,
      data: { sessionHash: SESSION.sessionHash, seat: { kind: 'game', id: 'g1', seat: 'b' } },
    };
    const claimed: AccountEvent = {
      type: 'SeatClaimed',
      data: { kind: 'game', id: 'g1', seat: 'b', at: LATER },
    };
    spec.given(registered).when(claim).then([claimed]);
    spec
      .given([...registered, claimed])
      .when(claim)
      .thenThrows(AccountViolation, refused('account/seat-claimed'));
  });

  it('the player chooses what his page shows', () => {
    const choose: AccountCommand = {
      type: 'ChooseVisibility',
      at: LATER,
      data: {
        sessionHash: SESSION.sessionHash,
        visibility: { careers: true, games: false, tournaments: true },
      },
    };
    const state = spec
      .given(registered)
      .when(choose)
      .then([
        { type: 'VisibilityChosen', data: { careers: true, games: false, tournaments: true, at: LATER } },
      ]);
    expect(state.visibility).toEqual({ careers: true, games: false, tournaments: true });
  });
});

function decideAll(given: readonly AccountEvent[], command: AccountCommand): AccountEvent[] {
  return decide(given.reduce(evolve, initialState()), command);
}
