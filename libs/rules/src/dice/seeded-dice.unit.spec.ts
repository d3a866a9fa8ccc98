import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { DICE, DICE_KINDS } from './dice';
import { verifyRoll } from './fairness';
import { drawFace, hmacBytes, SeededDice, seededRoll } from './seeded-dice';

const seeds = { serverSeed: 'periscope-golden-server-seed', playerSeed: 'kaleun-prien' };

describe('SeededDice', () => {
  describe('golden seeds', () => {
    it('is HMAC-SHA256(serverSeed, `playerSeed:nonce`), read byte by byte', () => {
      const digest = createHmac('sha256', seeds.serverSeed).update('kaleun-prien:0').digest('hex');
      expect(digest).toBe('c2f119b577daf3da83eb79c33662a890fa95e2b6af76b227d217631325c61445');
      const bytes = hmacBytes(seeds, 0);
      expect(Buffer.from(Array.from({ length: 32 }, bytes)).toString('hex')).toBe(digest);
      // 0xc2 = 194 < 252, 194 mod 6 = 2 → face 3.
      expect(seededRoll(seeds, '1d6', 0).faces).toEqual([3]);
    });

    it('rolls the pinned faces, four of each kind in turn from nonce 0', () => {
      const dice = new SeededDice(seeds);
      const rolled = DICE_KINDS.flatMap((kind) => [1, 2, 3, 4].map(() => dice.roll(kind, 'golden').faces));
      expect(rolled).toEqual([
        ...[[3], [5], [2], [3]], // 1d6, nonces 0–3
        ...[
          [1, 1],
          [2, 1],
          [4, 5],
          [2, 1],
        ], // 2d6
        ...[
          [3, 5, 6],
          [6, 4, 2],
          [1, 1, 4],
          [4, 4, 6],
        ], // 3d6
        ...[
          [1, 5],
          [2, 2],
          [4, 5],
          [4, 6],
        ], // d66
        ...[[7], [1], [8], [6]], // 1d10
        ...[
          [0, 8],
          [5, 5],
          [2, 7],
          [7, 9],
        ], // d100
        ...[[16], [16], [6], [3]], // 1d20
      ]);
      expect(dice.nextNonce).toBe(28);
    });

    it('reads values the rulebook way (3.4)', () => {
      expect(seededRoll(seeds, '2d6', 6)).toMatchObject({ faces: [4, 5], value: 9 });
      expect(seededRoll(seeds, '3d6', 8)).toMatchObject({ faces: [3, 5, 6], value: 14 });
      expect(seededRoll(seeds, 'd66', 12)).toMatchObject({ faces: [1, 5], value: 15 });
      expect(seededRoll(seeds, 'd100', 20)).toMatchObject({ faces: [0, 8], value: 8 });
      expect(seededRoll(seeds, 'd100', 164)).toMatchObject({ faces: [0, 0], value: 100 }); // "00" = 100
    });

    it('stores the purpose and the nonce, and resumes from a given nonce', () => {
      const resumed = new SeededDice(seeds, 6);
      expect(resumed.roll('2d6', 'E2 escort detection')).toEqual({
        kind: '2d6',
        purpose: 'E2 escort detection',
        nonce: 6,
        faces: [4, 5],
        value: 9,
      });
      expect(resumed.nextNonce).toBe(7);
    });
  });

  describe('face mapping', () => {
    const supply = (bytes: number[]) => () => {
      const byte = bytes.shift();
      if (byte === undefined) throw new Error('byte supply exhausted');
      return byte;
    };

    it('rejects the bytes that would bias the top faces', () => {
      expect(drawFace({ min: 1, max: 6 }, supply([255, 252, 251]))).toBe(6); // 251 mod 6 = 5
      expect(drawFace({ min: 0, max: 9 }, supply([250, 249]))).toBe(9);
      expect(drawFace({ min: 1, max: 20 }, supply([240, 239]))).toBe(20);
    });

    it('gives every face exactly floor(256 / sides) of the 256 byte values', () => {
      for (const die of DICE_KINDS.flatMap((kind) => DICE[kind].dice)) {
        const sides = die.max - die.min + 1;
        const counts = new Map<number, number>();
        for (let byte = 0; byte < 256; byte += 1) {
          let first = true;
          const face = drawFace(die, () => (first ? ((first = false), byte) : 0));
          if (byte < 256 - (256 % sides)) counts.set(face, (counts.get(face) ?? 0) + 1);
        }
        expect(counts.size).toBe(sides);
        expect(new Set(counts.values())).toEqual(new Set([Math.floor(256 / sides)]));
      }
    });

    it('extends a spent digest with HMAC over `playerSeed:nonce:k`', () => {
      const bytes = hmacBytes(seeds, 5);
      Array.from({ length: 32 }, bytes);
      const block1 = createHmac('sha256', seeds.serverSeed).update('kaleun-prien:5:1').digest();
      expect(Array.from({ length: 32 }, bytes)).toEqual([...block1]);
      const block2 = createHmac('sha256', seeds.serverSeed).update('kaleun-prien:5:2').digest();
      expect(bytes()).toBe(block2[0]);
    });
  });

  it('refuses empty seeds and bad nonces', () => {
    expect(() => new SeededDice({ ...seeds, serverSeed: '' })).toThrow(/serverSeed/);
    expect(() => new SeededDice({ ...seeds, playerSeed: '' })).toThrow(/playerSeed/);
    expect(() => new SeededDice(seeds, -1)).toThrow(RangeError);
    expect(() => seededRoll(seeds, '1d6', 1.5)).toThrow(RangeError);
  });

  describe('properties', () => {
    const kind = fc.constantFrom(...DICE_KINDS);
    const seed = fc.string({ minLength: 1, maxLength: 40 });
    const nonce = fc.nat({ max: Number.MAX_SAFE_INTEGER });

    it('every face is in range and the value follows from the faces', () => {
      fc.assert(
        fc.property(seed, seed, kind, nonce, (serverSeed, playerSeed, k, n) => {
          const roll = seededRoll({ serverSeed, playerSeed }, k, n);
          const { dice, value } = DICE[k];
          expect(roll.faces).toHaveLength(dice.length);
          roll.faces.forEach((face, i) => {
            expect(Number.isInteger(face) && face >= dice[i].min && face <= dice[i].max).toBe(true);
          });
          expect(roll.value).toBe(value(roll.faces));
        }),
      );
    });

    it('the same seeds and nonce always give the same roll', () => {
      fc.assert(
        fc.property(seed, seed, kind, fc.nat({ max: 50 }), (serverSeed, playerSeed, k, n) => {
          const one = new SeededDice({ serverSeed, playerSeed }, n).roll(k, 'x');
          const other = new SeededDice({ serverSeed, playerSeed }, n).roll(k, 'x');
          expect(other).toEqual(one);
        }),
      );
    });

    it('verifyRoll accepts every roll it made and rejects any with a face changed', () => {
      fc.assert(
        fc.property(
          seed,
          seed,
          kind,
          nonce,
          fc.nat(),
          fc.integer({ min: 1, max: 19 }),
          (s, p, k, n, at, shift) => {
            const roll = seededRoll({ serverSeed: s, playerSeed: p }, k, n, 'property');
            expect(verifyRoll({ serverSeed: s, playerSeed: p, roll })).toEqual({ ok: true });
            const i = at % roll.faces.length;
            const { min, max } = DICE[k].dice[i];
            const others = Array.from({ length: max - min + 1 }, (_, f) => min + f).filter(
              (f) => f !== roll.faces[i],
            );
            const bent = {
              ...roll,
              faces: roll.faces.map((f, j) => (j === i ? others[shift % others.length] : f)),
            };
            expect(verifyRoll({ serverSeed: s, playerSeed: p, roll: bent }).ok).toBe(false);
          },
        ),
      );
    });
  });
});

describe('hmacBytes', () => {
  it('equals node:crypto HMAC-SHA256 for short, long (> 64 bytes) and non-ASCII server seeds', () => {
    for (const serverSeed of ['k', 'ü-boot ⚓', 'x'.repeat(64), 'y'.repeat(65), 'z'.repeat(200)]) {
      const next = hmacBytes({ serverSeed, playerSeed: 'p' }, 7);
      const bytes = Buffer.from(Array.from({ length: 32 }, next));
      expect(bytes).toEqual(createHmac('sha256', serverSeed).update('p:7').digest());
    }
  });

  it('equals node:crypto HMAC-SHA256 for long and non-ASCII player seeds', () => {
    for (const playerSeed of ['⚓'.repeat(100), 'ü'.repeat(300), '𝔘'.repeat(70), 'p'.repeat(1000)]) {
      const next = hmacBytes({ serverSeed: 'k', playerSeed }, 12);
      const bytes = Buffer.from(Array.from({ length: 32 }, next));
      expect(bytes).toEqual(createHmac('sha256', 'k').update(`${playerSeed}:12`).digest());
    }
  });

  it('equals node:crypto HMAC-SHA256 over two blocks for any seeds, alternating between them', () => {
    const seed = fc.string({ maxLength: 150, unit: 'binary' }).filter((s) => s !== '');
    const twoBlocks = (serverSeed: string, message: string) =>
      Buffer.concat([
        createHmac('sha256', serverSeed).update(message).digest(),
        createHmac('sha256', serverSeed).update(`${message}:1`).digest(),
      ]);
    fc.assert(
      fc.property(seed, seed, seed, fc.nat(), (serverSeed, otherSeed, playerSeed, nonce) => {
        for (const key of [serverSeed, otherSeed, serverSeed]) {
          const next = hmacBytes({ serverSeed: key, playerSeed }, nonce);
          const bytes = Buffer.from(Array.from({ length: 64 }, next));
          expect(bytes).toEqual(twoBlocks(key, `${playerSeed}:${nonce}`));
        }
      }),
    );
  });
});
