import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * node:crypto as far as libs/rules, libs/audit and libs/play use it (sha256 only), for the browser build: the
 * audit's chunk aliases `node:crypto` here, so the same chain, dice (13.1.1) and commitments (14.8.3) run in the
 * page. Byte for byte node:crypto's answers: crypto-shim.unit.spec.ts holds it to that.
 */
export type Data = string | Uint8Array;
export type Encoding = 'hex' | 'binary' | 'latin1' | 'base64' | 'base64url' | 'buffer';

const utf8 = new TextEncoder();

const bytesOf = (data: Data, encoding?: string): Uint8Array => {
  if (typeof data !== 'string') return data;
  if (encoding === 'latin1' || encoding === 'binary')
    return Uint8Array.from(data, (c) => c.charCodeAt(0) & 0xff);
  if (encoding === 'hex') return Uint8Array.from(data.match(/../g) ?? [], (h) => parseInt(h, 16));
  return utf8.encode(data);
};

const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

const base64 = (bytes: Uint8Array): string => btoa(latin1(bytes));

/** A digest in node's output encodings; a Buffer when none is named (the global one: see buffer-global.ts). */
function encoded(bytes: Uint8Array, encoding?: Encoding): string | Uint8Array {
  switch (encoding) {
    case 'hex':
      return bytesToHex(bytes);
    case 'binary':
    case 'latin1':
      return latin1(bytes);
    case 'base64':
      return base64(bytes);
    case 'base64url':
      return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    default:
      return asBuffer(bytes);
  }
}

const asBuffer = (bytes: Uint8Array): Uint8Array => {
  const B = (globalThis as { Buffer?: { from(b: Uint8Array): Uint8Array } }).Buffer;
  return B ? B.from(bytes) : bytes;
};

const checked = (algorithm: string): void => {
  if (algorithm.toLowerCase() !== 'sha256')
    throw new Error(`the browser's crypto knows sha256 only, not ${algorithm}`);
};

/** crypto.hash(algorithm, data, outputEncoding = 'hex'): one call, one digest. */
export function hash(algorithm: string, data: Data, outputEncoding: Encoding = 'hex'): string | Uint8Array {
  checked(algorithm);
  return encoded(sha256(bytesOf(data)), outputEncoding);
}

/** crypto.createHash('sha256'): update() any number of times, then digest(). */
export function createHash(algorithm: string) {
  checked(algorithm);
  const state = sha256.create();
  const hasher = {
    update(data: Data, inputEncoding?: string) {
      state.update(bytesOf(data, inputEncoding));
      return hasher;
    },
    digest: (encoding?: Encoding) => encoded(state.digest(), encoding),
  };
  return hasher;
}

export default { hash, createHash };
