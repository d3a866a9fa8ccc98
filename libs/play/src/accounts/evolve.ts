import type { AccountEvent } from './events';
import type { AccountState } from './state';

/** Total and pure: folds one event (ARCHITECTURE.md "The engine"). */
export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'PlayerRegistered':
      return {
        ...state,
        accountId: event.data.accountId,
        name: event.data.name,
        recoveryCodeHash: event.data.recoveryCodeHash,
      };
    case 'PasskeyAdded': {
      const { challenge, ...passkey } = event.data;
      return { ...state, passkeys: [...state.passkeys, passkey], answered: [...state.answered, challenge] };
    }
    case 'PasskeyRemoved':
      return { ...state, passkeys: state.passkeys.filter((p) => p.credentialId !== event.data.credentialId) };
    case 'SessionOpened': {
      const { by, sessionHash, expiresAt } = event.data;
      if (by === 'recovery') return { ...state, sessions: [...state.sessions, { sessionHash, expiresAt }] };
      return {
        ...state,
        sessions: [...state.sessions, { sessionHash, expiresAt }],
        answered: state.answered.includes(by.challenge) ? state.answered : [...state.answered, by.challenge],
        passkeys: state.passkeys.map((p) =>
          p.credentialId === by.passkey ? { ...p, counter: by.counter } : p,
        ),
      };
    }
    case 'SessionClosed':
      return { ...state, sessions: state.sessions.filter((s) => s.sessionHash !== event.data.sessionHash) };
    case 'RecoveryCodeUsed':
      return { ...state, recoveryCodeHash: event.data.nextRecoveryCodeHash };
    case 'SeatClaimed': {
      const { at: _at, ...seat } = event.data;
      return { ...state, claims: [...state.claims, seat] };
    }
    case 'VisibilityChosen': {
      const { careers, games, tournaments } = event.data;
      return { ...state, visibility: { careers, games, tournaments } };
    }
    default:
      return state; // a type a newer server wrote: skipped by name
  }
}

export const fold = (state: AccountState, events: readonly AccountEvent[]): AccountState =>
  events.reduce(evolve, state);
