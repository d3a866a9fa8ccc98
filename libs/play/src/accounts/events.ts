/**
 * An account's events (docs/accounts.md). They live in the account's secret stream (`account-<id>`,
 * libs/audit/src/streams.ts): a passkey's public key, a session's hash and the recovery code's hash are never served.
 * Their types are a storage contract (ARCHITECTURE.md "The engine"): add, never rename.
 */

/** What the account's page may show to anyone: each part the player chose to make public. */
export interface Visibility {
  readonly careers: boolean;
  readonly games: boolean;
  readonly tournaments: boolean;
}

/** A passkey as the server keeps it: the WebAuthn credential's id and public key (base64url), its signature counter. */
export interface Passkey {
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  /** How the browser may reach the authenticator (`internal`, `usb`, `hybrid`…), as it said at registration. */
  readonly transports: readonly string[];
  readonly addedAt: string;
}

/** A seat this account proved it holds: a solo career's, a game's seat, a tournament's organiser. */
export type ClaimedSeat =
  | { readonly kind: 'career'; readonly id: string }
  | { readonly kind: 'game'; readonly id: string; readonly seat: 'a' | 'b' }
  | { readonly kind: 'organiser'; readonly id: string };

/** An open session: the sha256 of its cookie's secret, and when it lapses. */
export interface Session {
  readonly sessionHash: string;
  readonly expiresAt: string;
}

export const ACCOUNT_EVENT_TYPES = [
  'PlayerRegistered',
  'PasskeyAdded',
  'PasskeyRemoved',
  'SessionOpened',
  'SessionClosed',
  'RecoveryCodeUsed',
  'SeatClaimed',
  'VisibilityChosen',
] as const;

interface Event<Type extends (typeof ACCOUNT_EVENT_TYPES)[number], Data> {
  readonly type: Type;
  readonly data: Data;
}

export type AccountEvent =
  | Event<
      'PlayerRegistered',
      {
        readonly accountId: string;
        readonly name: string;
        readonly recoveryCodeHash: string;
        readonly at: string;
      }
    >
  | Event<'PasskeyAdded', Passkey & { readonly challenge: string }>
  | Event<'PasskeyRemoved', { readonly credentialId: string; readonly at: string }>
  | Event<
      'SessionOpened',
      Session & {
        /** How the player proved himself: a passkey's id, or the recovery code. */
        readonly by:
          { readonly passkey: string; readonly counter: number; readonly challenge: string } | 'recovery';
        readonly at: string;
      }
    >
  | Event<'SessionClosed', { readonly sessionHash: string; readonly at: string }>
  | Event<'RecoveryCodeUsed', { readonly nextRecoveryCodeHash: string; readonly at: string }>
  | Event<'SeatClaimed', ClaimedSeat & { readonly at: string }>
  | Event<'VisibilityChosen', Visibility & { readonly at: string }>;
