import { TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

/** jsdom has neither TextEncoder nor crypto.subtle: the browser's own, as Node provides them. */
export function installWebCrypto() {
  if (typeof globalThis.TextEncoder === 'undefined')
    Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
