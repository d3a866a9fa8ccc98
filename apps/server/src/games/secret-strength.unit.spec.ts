import { manoeuvreHash } from '@periscope/play/duel';
import type { AppError } from '../common/app-error';
import { assertStrongSecrets, withoutSalt } from './secret-strength';

const refusal = (command: { type: string; data: Record<string, unknown> }) => {
  try {
    assertStrongSecrets(command);
    return null;
  } catch (error) {
    const { code, details } = error as AppError;
    return { code, ...details };
  }
};

const STRONG = '5f2b9c0e7a41d38e6b1c9f0a2d7e4b83';
const commit = (number: number, salt: unknown, hashSalt = salt) => ({
  type: 'CommitManoeuvre',
  data: { hash: manoeuvreHash(number, String(hashSalt)), ...(salt !== undefined && { salt }) },
});

describe('salts are refused at the commit, seeds at the reveal, when they could be guessed', () => {
  it('refuses a commit whose salt is weak or missing, naming rule 14.8.3 and why', () => {
    expect(refusal(commit(3, '0'.repeat(32)))).toEqual({
      code: 'manoeuvre/salt-weak',
      rule: '14.8.3',
      reason: 'alphabet',
    });
    expect(refusal(commit(3, 'ab'.repeat(16)))).toMatchObject({ reason: 'alphabet' });
    expect(refusal(commit(3, '0123456789abcdef'.repeat(2)))).toMatchObject({ reason: 'repeats' });
    expect(refusal(commit(3, 'salt'))).toMatchObject({ code: 'manoeuvre/salt-weak', reason: 'format' });
    expect(refusal(commit(3, undefined, 'salt'))).toMatchObject({ code: 'manoeuvre/salt-weak' });
  });

  it('refuses a strong salt the hash was not made with (the weak one would then be revealed)', () => {
    expect(refusal(commit(3, STRONG, 'x'))).toEqual({ code: 'manoeuvre/salt-not-committed', rule: '14.8.3' });
  });

  it('takes a drawn salt, and records the commit without it', () => {
    expect(refusal(commit(6, STRONG))).toBeNull();
    expect(withoutSalt(commit(6, STRONG).data)).toEqual({ hash: manoeuvreHash(6, STRONG) });
  });

  it('refuses a weak seed at its reveal (13.1.1); a reveal of a number and other commands pass', () => {
    expect(refusal({ type: 'RevealSeed', data: { seed: 'my seed' } })).toMatchObject({
      code: 'seed/weak',
      rule: '13.1.1',
    });
    expect(refusal({ type: 'RevealSeed', data: { seed: 'f'.repeat(64) } })).toMatchObject({
      reason: 'alphabet',
    });
    expect(
      refusal({
        type: 'RevealSeed',
        data: { seed: '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881' },
      }),
    ).toBeNull();
    expect(refusal({ type: 'RevealManoeuvre', data: { number: 3, salt: 'x' } })).toBeNull();
    expect(refusal({ type: 'Roll', data: {} })).toBeNull();
  });
});
