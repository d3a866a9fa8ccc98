/** @jest-environment node */
import { Buffer as BrowserBuffer } from './buffer-global';

// The browser's Buffer.compare, in place, against node's on whole buffers and on ranges.
describe("the browser Buffer's compare", () => {
  const texts = [
    '',
    'a',
    'ab',
    'abc',
    'abd',
    'b',
    'prevHash',
    'prevHasi',
    '0'.repeat(64),
    `${'0'.repeat(63)}1`,
  ];
  const node = (t: string) => Buffer.from(t, 'latin1');
  const browser = (t: string) => BrowserBuffer.from(t, 'latin1');

  it('orders whole buffers as node does', () => {
    for (const a of texts)
      for (const b of texts) {
        expect(browser(a).compare(browser(b))).toBe(node(a).compare(node(b)));
        expect(BrowserBuffer.compare(browser(a), browser(b))).toBe(Buffer.compare(node(a), node(b)));
        expect(browser(a).equals(browser(b))).toBe(a === b);
      }
  });

  it('compares ranges as node does, and refuses ranges outside', () => {
    const a = 'xx0123456789yy';
    const b = '0123456789abcdef';
    for (const [s, e, ts, te] of [
      [0, 10, 2, 12],
      [0, 9, 2, 12],
      [1, 10, 2, 12],
      [0, 10, 2, 11],
      [5, 5, 0, 0],
    ])
      expect(browser(a).compare(browser(b), s, e, ts, te)).toBe(node(a).compare(node(b), s, e, ts, te));
    expect(() => browser(a).compare(browser(b), 0, 99)).toThrow(RangeError);
  });
});
