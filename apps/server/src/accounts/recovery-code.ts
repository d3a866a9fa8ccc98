import { randomBytes } from 'node:crypto';

/** A recovery code: 128 random bits as eight groups of four hex digits, shown once; the account keeps its sha256. */
export const newRecoveryCode = (): string => randomBytes(16).toString('hex').match(/.{4}/g)!.join('-');

/** What a player types back, as it was shown: lower case, the groups' dashes, no spaces. */
export const typedRecoveryCode = (typed: string): string => {
  const digits = typed.toLowerCase().replace(/[^0-9a-f]/g, '');
  return (digits.match(/.{1,4}/g) ?? []).join('-');
};
