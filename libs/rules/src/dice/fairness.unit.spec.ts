import { createHash } from 'node:crypto';
import { combinePlayerSeeds, commitment, verifyCommitment, verifyRoll, verifyRolls } from './fairness';
import { SeededDice } from './seeded-dice';

const serverSeed = 'periscope-golden-server-seed';
const playerSeed = 'kaleun-prien';

describe('commit and reveal', () => {
  it('commits to sha256(serverSeed) in lowercase hex', () => {
    const expected = createHash('sha256').update(serverSeed).digest('hex');
    expect(commitment(serverSeed)).toBe(expected);
    expect(verifyCommitment(serverSeed, expected)).toBe(true);
    expect(verifyCommitment(serverSeed, expected.toUpperCase())).toBe(true);
    expect(verifyCommitment('another seed', expected)).toBe(false);
  });
});

describe('verifyRoll', () => {
  const roll = new SeededDice({ serverSeed, playerSeed }, 6).roll('2d6', 'E2 escort detection'); // faces [4, 5]

  it('accepts a stored roll whatever its purpose', () => {
    expect(verifyRoll({ serverSeed, playerSeed, roll })).toEqual({ ok: true });
    expect(verifyRoll({ serverSeed, playerSeed, roll: { ...roll, purpose: 'other' } })).toEqual({ ok: true });
  });

  it('says what does not match', () => {
    const check = (changed: object) => verifyRoll({ serverSeed, playerSeed, roll: { ...roll, ...changed } });
    expect(check({ faces: [4, 6] })).toEqual({
      ok: false,
      mismatch: 'nonce 6 (2d6): faces [4,6] stored, [4,5] recomputed',
    });
    expect(check({ value: 10 })).toEqual({
      ok: false,
      mismatch: 'nonce 6 (2d6): value 10 stored, 9 recomputed',
    });
    expect(check({ nonce: 7 })).toMatchObject({ ok: false });
    expect(check({ faces: [4, 7] })).toEqual({
      ok: false,
      mismatch: 'nonce 6: 2d6 face 7 is out of range 1–6',
    });
    expect(check({ faces: [4] })).toEqual({ ok: false, mismatch: 'nonce 6: 2d6 has 2 faces, got 1' });
    expect(check({ kind: '2d8' })).toEqual({ ok: false, mismatch: 'unknown dice kind "2d8"' });
    expect(check({ nonce: -1 })).toEqual({ ok: false, mismatch: 'bad nonce -1' });
    expect(verifyRoll({ serverSeed: 'guess', playerSeed, roll }).ok).toBe(false);
  });
});

describe('verifyRolls', () => {
  const dice = new SeededDice({ serverSeed, playerSeed }, 3);
  const rolls = [dice.roll('1d6', 'a'), dice.roll('d66', 'b'), dice.roll('d100', 'c')];

  it('accepts a whole stream with consecutive nonces', () => {
    expect(verifyRolls({ serverSeed, playerSeed, rolls, firstNonce: 3 })).toEqual({ ok: true });
  });

  it('rejects a gap, which would hide a discarded roll', () => {
    expect(verifyRolls({ serverSeed, playerSeed, rolls: [rolls[0], rolls[2]], firstNonce: 3 })).toEqual({
      ok: false,
      mismatch: 'roll #1 has nonce 5, expected 4',
    });
    expect(verifyRolls({ serverSeed, playerSeed, rolls })).toMatchObject({ ok: false });
  });
});

describe('combinePlayerSeeds (13.1)', () => {
  it('is sha256 of the two sorted sha256 hexes joined by a colon', () => {
    const hex = (text: string) => createHash('sha256').update(text).digest('hex');
    const [low, high] = [hex('seat-1'), hex('seat-2')].sort();
    expect(combinePlayerSeeds('seat-1', 'seat-2')).toBe(hex(`${low}:${high}`));
  });

  it('does not depend on which seat is passed first, but on both seeds', () => {
    expect(combinePlayerSeeds('a', 'b')).toBe(combinePlayerSeeds('b', 'a'));
    expect(combinePlayerSeeds('a', 'b')).not.toBe(combinePlayerSeeds('a', 'c'));
    expect(combinePlayerSeeds('a:b', 'c')).not.toBe(combinePlayerSeeds('a', 'b:c'));
    expect(() => combinePlayerSeeds('', 'b')).toThrow(TypeError);
  });
});
