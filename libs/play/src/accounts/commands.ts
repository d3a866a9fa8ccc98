import type { ClaimedSeat, Passkey, Session, Visibility } from './events';

/**
 * What a player asks of his account. The server proves what the decider cannot (a WebAuthn signature, a seat
 * token) before it sends a command, and gives it the clock and the challenges as data: the decider reads neither
 * a clock nor a random source (ARCHITECTURE.md "The engine").
 */
interface Command<Type extends string, Data> {
  readonly type: Type;
  readonly data: Data;
  /** The server's clock when the command came. */
  readonly at: string;
}

/** A passkey whose registration the server verified, with the challenge it answered (used once). */
export type VerifiedPasskey = Omit<Passkey, 'addedAt'> & { readonly challenge: string };

export type AccountCommand =
  | Command<
      'Register',
      {
        readonly accountId: string;
        readonly name: string;
        readonly recoveryCodeHash: string;
        readonly passkey: VerifiedPasskey;
        readonly session: Session;
      }
    >
  | Command<'AddPasskey', { readonly sessionHash: string; readonly passkey: VerifiedPasskey }>
  | Command<'RemovePasskey', { readonly sessionHash: string; readonly credentialId: string }>
  | Command<
      'SignIn',
      {
        readonly credentialId: string;
        /** The authenticator's signature counter in this assertion (0: the authenticator keeps none). */
        readonly counter: number;
        readonly challenge: string;
        readonly session: Session;
      }
    >
  | Command<'SignOut', { readonly sessionHash: string }>
  | Command<
      'Recover',
      { readonly recoveryCodeHash: string; readonly nextRecoveryCodeHash: string; readonly session: Session }
    >
  | Command<'ClaimSeat', { readonly sessionHash: string; readonly seat: ClaimedSeat }>
  | Command<'ChooseVisibility', { readonly sessionHash: string; readonly visibility: Visibility }>;
