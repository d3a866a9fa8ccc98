import { hashToken } from '../common/bearer-token';
import { inviteMatches, seatOfToken, type GameSecrets } from './game-secrets';

const secrets: GameSecrets = {
  serverSeed: 's',
  commitment: 'c',
  inviteCodeHash: hashToken('invite'),
  seats: [
    { seat: 'a', tokenHash: hashToken('token-a'), commandId: 'create' },
    { seat: 'b', tokenHash: hashToken('token-lost'), commandId: 'join-1' },
    { seat: 'b', tokenHash: hashToken('token-b'), commandId: 'join-2' },
  ],
};

describe('seat tokens and the invite code of a game', () => {
  const seated = { a: 'create', b: 'join-2' };

  it('a token opens the seat whose command took it in the game, and nothing else', () => {
    expect(seatOfToken(secrets, 'token-a', seated)).toBe('a');
    expect(seatOfToken(secrets, 'token-b', seated)).toBe('b');
    // The join that lost the race for seat b got a token too: it opens nothing.
    expect(seatOfToken(secrets, 'token-lost', seated)).toBeUndefined();
    expect(seatOfToken(secrets, 'guess', seated)).toBeUndefined();
    // Before anyone joined, no token opens seat b.
    expect(seatOfToken(secrets, 'token-b', { a: 'create' })).toBeUndefined();
  });

  it('the invite code is compared by hash', () => {
    expect(inviteMatches('invite', secrets)).toBe(true);
    expect(inviteMatches('Invite', secrets)).toBe(false);
  });
});
