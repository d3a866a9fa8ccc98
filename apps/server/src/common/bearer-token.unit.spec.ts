import { createHash } from 'node:crypto';
import { bearerToken, hashToken, newToken, tokenMatches } from './bearer-token';

describe('seat tokens', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their sha256 and matched against it', () => {
    const token = newToken();
    const hash = hashToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(newToken(), hash)).toBe(false);
    expect(tokenMatches(token, 'abcd')).toBe(false);
  });

  it('are read from an Authorization: Bearer header only', () => {
    expect(bearerToken('Bearer abc-DEF_1')).toBe('abc-DEF_1');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken(['Bearer first', 'Bearer second'])).toBe('first');
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic abc',
      'abc',
      'Bearer a b',
      `Bearer ${'x'.repeat(513)}`,
    ])
      expect(bearerToken(header)).toBeUndefined();
  });
});
