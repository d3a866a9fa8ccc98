import type { ClaimedSeat, Passkey, Session, Visibility } from './events';

/** Nothing public until the player says so (docs/accounts.md "What a player page shows"). */
export const PRIVATE: Visibility = { careers: false, games: false, tournaments: false };

export interface AccountState {
  readonly accountId: string | null;
  readonly name: string;
  readonly recoveryCodeHash: string;
  readonly passkeys: readonly Passkey[];
  readonly sessions: readonly Session[];
  /** Every WebAuthn challenge this account answered: none is accepted twice. */
  readonly answered: readonly string[];
  readonly claims: readonly ClaimedSeat[];
  readonly visibility: Visibility;
}

export const initialState = (): AccountState => ({
  accountId: null,
  name: '',
  recoveryCodeHash: '',
  passkeys: [],
  sessions: [],
  answered: [],
  claims: [],
  visibility: PRIVATE,
});

/** The session with this hash, if it is open at `at` (ISO instants compare as strings). */
export const openSession = (state: AccountState, sessionHash: string, at: string): Session | undefined =>
  state.sessions.find((s) => s.sessionHash === sessionHash && s.expiresAt > at);

export const passkeyOf = (state: AccountState, credentialId: string): Passkey | undefined =>
  state.passkeys.find((p) => p.credentialId === credentialId);

/** Whether this account holds that seat (a game's seat names its side). */
export const holds = (state: AccountState, seat: ClaimedSeat): boolean =>
  state.claims.some(
    (c) =>
      c.kind === seat.kind &&
      c.id === seat.id &&
      (c.kind !== 'game' || seat.kind !== 'game' || c.seat === seat.seat),
  );
