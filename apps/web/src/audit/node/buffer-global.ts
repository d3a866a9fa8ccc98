import { Buffer } from 'buffer/';

// libs/audit reads an export as a node Buffer (latin1 slices, compare, copy): in the browser, the `buffer`
// package's, made global before any lib module runs (import this first).

/**
 * The package's compare copies its whole target first (a Buffer is a Uint8Array, so it "converts" it): the chain
 * check compares two 32-byte hashes inside the whole export, line after line, and would copy the export each time.
 * This one compares in place, with node's answers (-1, 0, 1) and node's range checks.
 */
export function compareInPlace(
  this: Uint8Array,
  target: Uint8Array,
  start = 0,
  end = target.length,
  thisStart = 0,
  thisEnd = this.length,
): number {
  if (start < 0 || end > target.length || thisStart < 0 || thisEnd > this.length)
    throw new RangeError('out of range index');
  const mine = Math.max(thisEnd - thisStart, 0);
  const theirs = Math.max(end - start, 0);
  const length = Math.min(mine, theirs);
  for (let i = 0; i < length; i++) {
    const a = this[thisStart + i];
    const b = target[start + i];
    if (a !== b) return a < b ? -1 : 1;
  }
  return mine < theirs ? -1 : mine > theirs ? 1 : 0;
}

const patched = Buffer as unknown as {
  prototype: { compare: typeof compareInPlace; equals(other: Uint8Array): boolean };
  compare(a: Uint8Array, b: Uint8Array): number;
};
patched.prototype.compare = compareInPlace;
patched.prototype.equals = function equals(this: Uint8Array, other: Uint8Array) {
  return compareInPlace.call(this, other) === 0;
};
patched.compare = (a: Uint8Array, b: Uint8Array) => compareInPlace.call(a, b);

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;

export { Buffer };
