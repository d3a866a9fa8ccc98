import type { AppError } from '../common/app-error';
import { assertStrongSecrets, holds128Bits } from './secret-strength';

const codeOf = (command: { type: string; data: Record<string, unknown> }): string | null => {
  try {
    assertStrongSecrets(command);
    return null;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('issue 16 §2: salts and seeds of at least 128 bits', () => {
  it('takes 32 hex digits or 22 base64url characters, not fewer', () => {
    expect(holds128Bits('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(holds128Bits('0123456789abcdef0123456789abcde')).toBe(false);
    expect(holds128Bits('Zm9vYmFyLWJhei1xdXV4LXo')).toBe(true); // 23 base64url characters
    expect(holds128Bits('Zm9vYmFyLWJhei1xdXV4')).toBe(false); // 20
    // 22 hex digits are only 88 bits, although base64url's alphabet holds them.
    expect(holds128Bits('0123456789abcdef012345')).toBe(false);
    for (const other of ['x', '', 'with spaces and more than enough length', 42, undefined])
      expect(holds128Bits(other)).toBe(false);
  });

  it('refuses a weak salt or seed at its reveal with its own 400 code; other commands pass', () => {
    expect(codeOf({ type: 'RevealManoeuvre', data: { number: 3, salt: 'x' } })).toBe('manoeuvre/salt-weak');
    expect(codeOf({ type: 'RevealSeed', data: { seed: 'my seed' } })).toBe('seed/weak');
    expect(codeOf({ type: 'RevealSeed', data: { seed: 'f'.repeat(64) } })).toBeNull();
    expect(codeOf({ type: 'Roll', data: {} })).toBeNull();
  });
});
