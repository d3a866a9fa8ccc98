import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret token (a seat's, an organiser's): 256 random bits, base64url. Given once; only its hash is kept. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares hashes in constant time, so response timing says nothing about the stored hash. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer +([\x21-\x7e]{1,512})$/i.exec(value?.trim() ?? '');
  return match?.[1];
}
