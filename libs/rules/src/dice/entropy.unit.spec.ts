import { createHash } from 'node:crypto';
import { secretWeakness } from './entropy';

/** Texts that look drawn, yet fixed: sha256 of a counter, as hex and as base64url. */
const drawn = (i: number) => createHash('sha256').update(`secret ${i}`).digest();

describe('a secret that hides a commitment (13.1.1 seeds, 14.8.3 salts) must look drawn', () => {
  it('refuses low-entropy texts with a stable reason, whatever their format', () => {
    const cases: [string, string][] = [
      ['0'.repeat(32), 'alphabet'],
      ['f'.repeat(64), 'alphabet'],
      ['01'.repeat(16), 'alphabet'], // a two-letter alphabet: 1 bit a character
      ['0110100110010110'.repeat(2), 'alphabet'],
      ['kQ7wZ2xP'.repeat(3), 'repeats'], // 8 characters, one block again and again
      ['0123456789abcdef'.repeat(2), 'repeats'],
      ['deadbeefcafe'.repeat(3), 'alphabet'],
      ['9f3a7c1e5b'.repeat(4), 'repeats'],
      ['abcdefghijklmnopqrstuvwxyzABCDEF', 'sequence'],
      ['0123456789abcdefghijklmnopqrstuv', 'sequence'],
      ['acegikmoqsuwyACEGIKMOQSU', 'sequence'],
      ['too short', 'format'],
      ['0123456789abcdef012345', 'format'], // 22 hex digits: 88 bits
      ['with spaces and more than enough length', 'format'],
    ];
    for (const [secret, reason] of cases) expect([secret, secretWeakness(secret)]).toEqual([secret, reason]);
    for (const other of [42, undefined, null, {}]) expect(secretWeakness(other)).toBe('format');
  });

  it('accepts drawn secrets: 32 or 64 hex digits, 22 or 43 base64url characters, any case', () => {
    for (let i = 0; i < 2000; i++) {
      const bytes = drawn(i);
      const secrets = [
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase(),
        bytes.subarray(0, 16).toString('hex'),
        bytes.toString('base64url'),
        bytes.subarray(0, 17).toString('base64url').slice(0, 22),
      ];
      for (const secret of secrets) expect([secret, secretWeakness(secret)]).toEqual([secret, null]);
    }
  });
});
