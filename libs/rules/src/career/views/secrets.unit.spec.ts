import { SEED_KEYS, secretKeys, without } from './secrets';

describe('the one list of secrets (L-1)', () => {
  const event = {
    seedCommitment: 'c',
    playerSeed: 'p',
    seats: [{ seed: 'a', seatToken: 't', nested: { serverSeed: 's', seatTokenHash: 'h' } }],
  };

  it('hides every seed from a spectator until the stream is over, and every token from everyone, at any depth', () => {
    expect(without(event, secretKeys(true, false))).toEqual({ seedCommitment: 'c', seats: [{ nested: {} }] });
    const seen = {
      seedCommitment: 'c',
      playerSeed: 'p',
      seats: [{ seed: 'a', nested: { serverSeed: 's' } }],
    };
    expect(without(event, secretKeys(true, true))).toEqual(seen);
    expect(without(event, secretKeys(false, false))).toEqual(seen);
  });

  it('names a game’s seat seed as well as the career’s seeds', () => {
    expect([...SEED_KEYS].sort()).toEqual(['playerSeed', 'seed', 'serverSeed']);
  });
});
