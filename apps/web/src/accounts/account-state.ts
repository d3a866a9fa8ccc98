import { signal } from '@preact/signals';
import { myAccount, type Account } from './account-api';

/** The signed-in account; null when signed out; undefined until the server has been asked. */
export const account = signal<Account | null | undefined>(undefined);

/** Asks the server who this browser's session is (the cookie itself is HttpOnly: no script reads it). */
export async function loadAccount(): Promise<void> {
  account.value = (await myAccount()).account;
}
