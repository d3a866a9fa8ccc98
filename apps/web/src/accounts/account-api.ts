import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { api } from '../api/http';

/** A claimed seat, as the server lists it. */
export type ClaimedSeat =
  | { readonly kind: 'career'; readonly id: string }
  | { readonly kind: 'game'; readonly id: string; readonly seat: 'a' | 'b' }
  | { readonly kind: 'organiser'; readonly id: string };

export interface Visibility {
  readonly careers: boolean;
  readonly games: boolean;
  readonly tournaments: boolean;
}

/** The signed-in player's account as the server shows it to him (docs/accounts.md). */
export interface Account {
  readonly name: string;
  readonly passkeys: readonly { readonly addedAt: string; readonly transports: readonly string[] }[];
  readonly claims: readonly ClaimedSeat[];
  readonly visibility: Visibility;
  /** GET /accounts/me only: the tournaments whose console the session opens as a co-organiser. */
  readonly coOrganised?: readonly string[];
}

export interface AccountAnswer {
  readonly account: Account;
  /** Shown once: at sign-up and after a recovery. */
  readonly recoveryCode?: string;
}

interface Ceremony {
  readonly ceremonyId: string;
  readonly options: Parameters<typeof startRegistration>[0]['optionsJSON'];
}

const post = <T>(path: string, body: unknown = {}) => api<T>(path, { method: 'POST', body });

/** Sign-up: the server's options, the browser's new passkey, the account (the session cookie is set). */
export async function signUp(name: string): Promise<AccountAnswer> {
  const { ceremonyId, options } = await post<Ceremony>('/accounts/registration', { name });
  const response = await startRegistration({ optionsJSON: options });
  return post<AccountAnswer>('/accounts', { ceremonyId, response });
}

export async function signIn(): Promise<AccountAnswer> {
  const { ceremonyId, options } = await post<{
    ceremonyId: string;
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
  }>('/accounts/sessions/options');
  const response = await startAuthentication({ optionsJSON: options });
  return post<AccountAnswer>('/accounts/sessions', { ceremonyId, response });
}

export async function addPasskey(): Promise<AccountAnswer> {
  const { ceremonyId, options } = await post<Ceremony>('/accounts/me/passkeys/options');
  const response = await startRegistration({ optionsJSON: options });
  return post<AccountAnswer>('/accounts/me/passkeys', { ceremonyId, response });
}

export const signOut = () => post<void>('/accounts/sessions/end');

export const recover = (name: string, recoveryCode: string) =>
  post<AccountAnswer>('/accounts/recovery', { name, recoveryCode });

export const claimSeat = (kind: ClaimedSeat['kind'], id: string, token: string) =>
  post<AccountAnswer>('/accounts/me/claims', { kind, id, token });

export const chooseVisibility = (visibility: Visibility) =>
  post<AccountAnswer>('/accounts/me/visibility', visibility);

/** Erases the account's personal data for good; its games stay (docs/accounts.md "Export and deletion"). */
export const deleteAccount = () => api<void>('/accounts/me', { method: 'DELETE' });
