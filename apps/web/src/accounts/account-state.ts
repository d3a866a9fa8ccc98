import { signal } from '@preact/signals';
import { api } from '../api/http';
import type { Account, ClaimedSeat } from './account-api';

/** The signed-in account; null when signed out; undefined until the server has been asked. */
export const account = signal<Account | null | undefined>(undefined);

/** Asks the server who this browser's session is (the cookie itself is HttpOnly: no script reads it). */
export async function loadAccount(): Promise<void> {
  account.value = (await api<{ account: Account | null }>('/accounts/me')).account;
}

/** Asks once, for a screen that only needs to know: a failure counts as signed out. */
export function knowAccount(): void {
  if (account.value === undefined) loadAccount().catch(() => (account.value = null));
}

/**
 * Whether the signed-in account claimed this seat: its session then acts for it, from any browser (docs/accounts.md
 * "Claiming"), with no token in this one's storage.
 */
export const claimedBySession = (seat: ClaimedSeat): boolean =>
  account.value?.claims.some((c) => c.kind === seat.kind && c.id === seat.id) ?? false;

/** Whether the signed-in account co-organises the tournament: its session opens the console (docs/accounts.md). */
export const coOrganisedBySession = (tournamentId: string): boolean =>
  account.value?.coOrganised?.includes(tournamentId) ?? false;
