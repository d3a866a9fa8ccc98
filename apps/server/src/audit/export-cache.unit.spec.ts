import { ExportCache } from './export-cache';

const lines = (n: number, width = 9) => Array.from({ length: n }, (_, i) => String(i).padStart(width, '0'));

describe('ExportCache', () => {
  it('gives the lines back for the same head only; a newer head replaces them', async () => {
    const cache = new ExportCache(1000);
    await cache.keep('c1', '10/-1', lines(3));
    expect(cache.get('c1', '10/-1')).toEqual(lines(3));
    expect(cache.get('c1', '11/-1')).toBeUndefined();
    await cache.keep('c1', '11/-1', lines(2));
    expect(cache.get('c1', '10/-1')).toBeUndefined();
    expect(cache.get('c1', '11/-1')).toEqual(lines(2));
  });

  it('holds at most its bytes, the least recently asked for out first, and never one export over them', async () => {
    const cache = new ExportCache(250); // 10 bytes a line: 25 lines
    await cache.keep('a', 'h', lines(10));
    await cache.keep('b', 'h', lines(10));
    cache.get('a', 'h'); // b is now the least recently asked for
    await cache.keep('c', 'h', lines(10));
    expect(cache.get('b', 'h')).toBeUndefined();
    expect(cache.get('a', 'h')).toBeDefined();
    expect(cache.get('c', 'h')).toBeDefined();
    expect(await cache.keep('huge', 'h', lines(30))).toHaveLength(30); // served, not kept
    expect(cache.get('huge', 'h')).toBeUndefined();
  });
});
