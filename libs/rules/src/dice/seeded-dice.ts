import { hash } from 'node:crypto';
import { DICE, DiceKind, DiceRoll, DiceSource, DieFaces } from './dice';

const BLOCK = 64; // bytes in a SHA-256 block (B in RFC 2104)

/**
 * HMAC-SHA256 (RFC 2104) on node:crypto's one-shot SHA-256: the key's two pads are prepared once, then each MAC is
 * two digests and no Hmac object (the dice make a MAC per roll). Byte for byte createHmac('sha256', key): a test
 * holds it to that.
 */
class HmacSha256 {
  /** key ⊕ 0x36…, then the message. */
  #inner = Buffer.alloc(BLOCK * 4);
  /** #inner's first n bytes, by n: made once, not a Buffer per MAC. */
  #views: Buffer[] = [];
  /** key ⊕ 0x5c…, then the inner digest. */
  readonly #outer = Buffer.alloc(BLOCK + 32);

  constructor(readonly key: string) {
    const bytes = Buffer.from(key, 'utf8');
    const k = bytes.length > BLOCK ? hash('sha256', bytes, 'buffer') : bytes; // a longer key is hashed first
    for (let i = 0; i < BLOCK; i++) {
      this.#inner[i] = (k[i] ?? 0) ^ 0x36;
      this.#outer[i] = (k[i] ?? 0) ^ 0x5c;
    }
  }

  /** The 32 bytes of the MAC as a latin1 ('binary') string: one character per byte, read with charCodeAt. */
  digest(message: string): string {
    const room = BLOCK + 3 * message.length; // UTF-8 needs at most 3 bytes per UTF-16 unit
    if (room > this.#inner.length) {
      this.#inner = Buffer.concat([this.#inner], room);
      this.#views = [];
    }
    const length = BLOCK + this.#inner.write(message, BLOCK, 'utf8');
    const view = (this.#views[length] ??= this.#inner.subarray(0, length));
    this.#outer.write(hash('sha256', view, 'binary'), BLOCK, 'binary');
    return hash('sha256', this.#outer, 'binary');
  }
}

let lastKey: HmacSha256 | null = null;
/** The server seed's prepared key; the last one is kept (every roll of a career uses the same). */
const hmacKey = (serverSeed: string): HmacSha256 =>
  lastKey?.key === serverSeed ? lastKey : (lastKey = new HmacSha256(serverSeed));

export interface DiceSeeds {
  /** Secret until the stream closes; its sha256 is published first (see commitment). */
  readonly serverSeed: string;
  /** The player's contribution, public (for two seats see combinePlayerSeeds). */
  readonly playerSeed: string;
}

/*
 * How a roll is made, for auditors reimplementing it (nonce written in plain decimal, strings as UTF-8):
 *   block 0 = HMAC-SHA256(key = serverSeed, message = `${playerSeed}:${nonce}`)
 *   block k = HMAC-SHA256(key = serverSeed, message = `${playerSeed}:${nonce}:${k}`) for k = 1, 2, … (only if needed)
 *   Read the bytes of block 0, then block 1, … one at a time. For each die of the kind, in reading order
 *   (d66 and d100: tens first), with n = max − min + 1 sides: take the next byte b; if b >= 256 − (256 mod n)
 *   reject it and take the next; otherwise face = min + (b mod n). No modulo bias: every face gets floor(256/n) bytes.
 */
export function seededRoll(seeds: DiceSeeds, kind: DiceKind, nonce: number, purpose = ''): DiceRoll {
  assertSeeds(seeds);
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`Dice nonce must be a whole number ≥ 0, got ${nonce}`);
  const nextByte = hmacBytes(seeds, nonce);
  const { dice, value } = DICE[kind];
  const faces = dice.map((die) => drawFace(die, nextByte));
  return { kind, purpose, nonce, faces, value: value(faces) };
}

/** One die from a byte supplier by rejection sampling (see above). */
export function drawFace({ min, max }: DieFaces, nextByte: () => number): number {
  const sides = max - min + 1;
  const limit = 256 - (256 % sides);
  for (;;) {
    const byte = nextByte();
    if (byte < limit) return min + (byte % sides);
  }
}

/** The byte stream of one nonce: block 0, then blocks 1, 2, … as the rejection sampling needs them. */
export function hmacBytes({ serverSeed, playerSeed }: DiceSeeds, nonce: number): () => number {
  const key = hmacKey(serverSeed);
  const message = `${playerSeed}:${nonce}`;
  let k = 0;
  let bytes = key.digest(message);
  let at = 0;
  return () => {
    if (at === bytes.length) {
      bytes = key.digest(`${message}:${++k}`);
      at = 0;
    }
    return bytes.charCodeAt(at++);
  };
}

/** Provably fair dice: one nonce per roll, counting up from `nextNonce` (resume a career where it stopped). */
export class SeededDice implements DiceSource {
  #nextNonce: number;

  constructor(
    private readonly seeds: DiceSeeds,
    nextNonce = 0,
  ) {
    assertSeeds(seeds);
    if (!Number.isSafeInteger(nextNonce) || nextNonce < 0)
      throw new RangeError(`Bad start nonce ${nextNonce}`);
    this.#nextNonce = nextNonce;
  }

  /** The nonce the next roll will use; store it to resume the stream. */
  get nextNonce(): number {
    return this.#nextNonce;
  }

  roll(kind: DiceKind, purpose: string): DiceRoll {
    const roll = seededRoll(this.seeds, kind, this.#nextNonce, purpose);
    this.#nextNonce += 1;
    return roll;
  }
}

function assertSeeds({ serverSeed, playerSeed }: DiceSeeds): void {
  if (typeof serverSeed !== 'string' || serverSeed === '')
    throw new TypeError('serverSeed must be a non-empty string');
  if (typeof playerSeed !== 'string' || playerSeed === '')
    throw new TypeError('playerSeed must be a non-empty string');
}
