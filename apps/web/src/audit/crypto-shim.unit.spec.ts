/** @jest-environment node */
import * as node from 'node:crypto';
import * as shim from './crypto-shim';

// The browser's hashing must give node:crypto's bytes, or an honest export would fail in the page.

/** A deterministic spread of inputs: lengths around SHA-256's 64-byte blocks, every byte value. */
function byteInputs(): Uint8Array[] {
  const inputs: Uint8Array[] = [];
  let x = 2463534242;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
  for (const length of [0, 1, 31, 32, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4097])
    for (let k = 0; k < 8; k++) inputs.push(Uint8Array.from({ length }, () => next() & 0xff));
  inputs.push(Uint8Array.from({ length: 256 }, (_, i) => i));
  return inputs;
}

const stringInputs = [
  '',
  'a',
  'Kptlt. Prien',
  'Kapitänleutnant Günther Prien — U-47',
  '🚢 12,500 t ⚓',
  '{"prevHash":"' + '0'.repeat(64) + '","event":{"stream":"career-1","revision":0}}',
  'x'.repeat(100_000),
  'seed:1234567890:7',
];

describe('the browser crypto shim against node:crypto', () => {
  const encodings = ['hex', 'binary', 'latin1', 'base64', 'base64url'] as const;

  it.each(encodings)('hash(sha256, bytes, %s) gives the same digest on 129 byte inputs', (encoding) => {
    for (const input of byteInputs())
      expect(shim.hash('sha256', input, encoding)).toBe(node.hash('sha256', input, encoding as 'hex'));
  });

  it('hash(sha256, text) hashes the UTF-8 of every string alike (hex by default)', () => {
    for (const input of stringInputs) expect(shim.hash('sha256', input)).toBe(node.hash('sha256', input));
  });

  it("hash(…, 'buffer') gives the digest's bytes", () => {
    for (const input of byteInputs())
      expect([...(shim.hash('sha256', input, 'buffer') as Uint8Array)]).toEqual([
        ...node.hash('sha256', input, 'buffer'),
      ]);
  });

  it('createHash: updates in pieces, strings and bytes mixed, digest in each encoding', () => {
    const pieces = [...stringInputs.slice(0, 6), ...byteInputs().slice(0, 40)];
    for (const encoding of ['hex', 'base64', 'binary'] as const) {
      const a = shim.createHash('sha256');
      const b = node.createHash('sha256');
      for (const piece of pieces) {
        a.update(piece);
        b.update(piece);
      }
      expect(a.digest(encoding)).toBe(b.digest(encoding));
    }
  });

  it('createHash reads latin1 and hex input as node does', () => {
    const text = 'ÿþ\u00e9abc';
    expect(shim.createHash('sha256').update(text, 'latin1').digest('hex')).toBe(
      node.createHash('sha256').update(text, 'latin1').digest('hex'),
    );
    expect(shim.createHash('sha256').update('00ff10ab', 'hex').digest('hex')).toBe(
      node.createHash('sha256').update('00ff10ab', 'hex').digest('hex'),
    );
  });

  it('refuses another algorithm rather than hash it wrongly', () => {
    expect(() => shim.hash('md5', 'x')).toThrow(/sha256 only/);
    expect(() => shim.createHash('sha1')).toThrow(/sha256 only/);
  });
});
