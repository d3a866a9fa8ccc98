import { rawJsonDeeperThan, valueOverBounds } from './json-depth';

const nested = (levels: number, leaf = '1') => '['.repeat(levels) + leaf + ']'.repeat(levels);
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('rawJsonDeeperThan', () => {
  it('counts objects and arrays up to the bound, and one past it', () => {
    expect(rawJsonDeeperThan(bytes(nested(32)), 32)).toBe(false);
    expect(rawJsonDeeperThan(bytes(nested(33)), 32)).toBe(true);
    expect(rawJsonDeeperThan(bytes('{"a":{"b":[{"c":1}]}}'), 4)).toBe(false);
    expect(rawJsonDeeperThan(bytes('{"a":{"b":[{"c":1}]}}'), 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(rawJsonDeeperThan(bytes(JSON.stringify({ s: '[[[[{{{{' })), 1)).toBe(false);
    expect(rawJsonDeeperThan(bytes(JSON.stringify({ s: 'a"[[[[\\"{{{' })), 1)).toBe(false);
    expect(rawJsonDeeperThan(bytes(JSON.stringify({ s: 'é[ü{', t: [[1]] })), 2)).toBe(true);
  });

  it('reads 48,000 levels without recursion', () => {
    expect(rawJsonDeeperThan(bytes(nested(48_000)), 32)).toBe(true);
  });
});

describe('valueOverBounds', () => {
  it('bounds the depth of a parsed value', () => {
    expect(valueOverBounds(JSON.parse(nested(32)), 32, 1000)).toBe(false);
    expect(valueOverBounds(JSON.parse(nested(33)), 32, 1000)).toBe(true);
    expect(valueOverBounds(JSON.parse(nested(100_000)), 32, 1000)).toBe(true);
  });

  it('bounds the number of values', () => {
    expect(valueOverBounds({ a: [1, 2, 3] }, 32, 5)).toBe(false);
    expect(valueOverBounds({ a: [1, 2, 3, 4] }, 32, 5)).toBe(true);
  });

  it('takes scalars as they are', () => {
    for (const scalar of [null, undefined, 1, 'x', true]) expect(valueOverBounds(scalar, 1, 1)).toBe(false);
  });
});
