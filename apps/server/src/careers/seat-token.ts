import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new seat token: 256 random bits, base64url. Sent to the player once; only its hash is stored. */
export const newSeatToken = (): string => randomBytes(32).toString('base64url');

export const hashSeatToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares hashes in constant time, so response timing says nothing about the stored hash. */
export function seatTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashSeatToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer +([\x21-\x7e]{1,512})$/i.exec(value?.trim() ?? '');
  return match?.[1];
}
