// 13.1.1 and 14.8.3: the browser draws its own secrets and commits to them; the player never types a hash.

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** 256 random bits as 64 hex digits (the server refuses under 128). */
export function randomSecret(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

/** sha256 of the text's UTF-8 bytes, lowercase hex: WebCrypto, or a kept library where the page is not secure. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  const { sha256 } = await import('@noble/hashes/sha2.js'); // plain http: no crypto.subtle
  return hex(sha256(bytes));
}

/** 13.1.1: the commitment to a dice seed, as the game checks it (sha256 of the seed). */
export const seedCommitment = (seed: string): Promise<string> => sha256Hex(seed);

/** 14.8.3: the commitment to an evasive number, sha256 of `${number}:${salt}` as libs/play's manoeuvreHash. */
export const manoeuvreCommitment = (number: number, salt: string): Promise<string> =>
  sha256Hex(`${number}:${salt}`);
