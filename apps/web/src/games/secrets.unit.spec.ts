import { manoeuvreCommitment, randomSecret, seedCommitment, sha256Hex } from './secrets';
import { installWebCrypto } from './webcrypto.fixtures';

beforeAll(installWebCrypto);

// The commitments the browser computes are the ones the game checks (libs/play's manoeuvreHash, 14.8.3; the
// rules' commitment of a seed, 13.1.1): a mismatch would make every reveal fail.
const play = jest.requireActual('@periscope/play/duel') as { manoeuvreHash(n: number, salt: string): string };
const rules = jest.requireActual('@periscope/rules') as { commitment(seed: string): string };

describe('the secrets this browser draws and commits to', () => {
  it('14.8.3: the evasive number’s commitment is the game’s manoeuvreHash of number and salt', async () => {
    const salt = randomSecret();
    for (const n of [1, 4, 6]) expect(await manoeuvreCommitment(n, salt)).toBe(play.manoeuvreHash(n, salt));
  });

  it('13.1.1: a seed’s commitment is the sha256 the game checks at its reveal', async () => {
    const seed = randomSecret();
    expect(await seedCommitment(seed)).toBe(rules.commitment(seed));
    expect(await sha256Hex('Kptlt. Müller')).toBe(rules.commitment('Kptlt. Müller'));
  });

  it('draws 256 random bits, never the same twice (the server wants at least 128)', () => {
    const drawn = new Set(Array.from({ length: 50 }, randomSecret));
    expect(drawn.size).toBe(50);
    for (const s of drawn) expect(s).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes with the kept library where the page has no WebCrypto (plain http)', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await manoeuvreCommitment(2, 'ab'.repeat(16))).toBe(play.manoeuvreHash(2, 'ab'.repeat(16)));
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });
});
