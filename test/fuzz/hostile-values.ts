import fc from 'fast-check';

// What a hostile client puts where a value is expected (test/hardening.e2e-spec.ts).

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800', // a lone surrogate
  '\u202eevil', // right-to-left override
  '💣🚢⚓',
  'Ünterseeboot ß',
  '../../etc/passwd',
  "'; DROP TABLE events; --",
  '%00',
  '__proto__',
  'constructor',
  '=cmd|" /C calc"!A0',
  '<script>alert(1)</script>',
  'NaN',
  '-1',
  '1e309',
];

/** A string of 1,000 to 40,000 characters (under the 100 KB body limit once encoded and escaped). */
export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom('x', 'ü', '💣', '"', '\\'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length / (unit === '💣' ? 2 : 1))));

/** Arrays or objects nested 10 to 3,000 levels. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 10, max: 3_000 }), fc.boolean())
  .map(([levels, arrays]) => {
    let value: unknown = 1;
    for (let n = 0; n < levels; n++) value = arrays ? [value] : { a: value };
    return value;
  });

export const unicodeString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

export const hostileNumber = fc.oneof(
  fc.integer({ max: -1 }),
  fc.constantFrom(-0, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -0.5, 2 ** 31, 2 ** 53),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any value of a wrong type or shape. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: unicodeString, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { x: 1 } }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(unicodeString, fc.oneof(fc.integer(), fc.string()), { maxKeys: 4 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** An id that names nothing, or that is not an id at all. */
export const badId = fc.oneof(
  fc.constantFrom('0', '-1', 'null', 'undefined', '..', '.', 'x'.repeat(2000), 'career-1', '%', '%zz', 'a/b'),
  unicodeString.filter((s) => s.length > 0),
);

/** A header value fetch can send (visible ASCII): junk, or the right shape with junk in it. */
export const badToken = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'bearer x', `Bearer ${'x'.repeat(5000)}`),
  fc
    .string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 })
    .map((s) => `Bearer ${s}`),
);

/** encodeURIComponent, with a lone surrogate (which it refuses) sent as U+FFFD. */
export const encodePathSegment = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/** Replaces, removes or adds fields of an object: 1 to 3 changes. */
export function mutated(valid: Record<string, unknown>, extraKeys: readonly string[] = []) {
  const keys = [...Object.keys(valid), ...extraKeys, 'unknownField', '__proto__', 'constructor'];
  const change = fc.record({
    key: fc.constantFrom(...keys),
    remove: fc.boolean(),
    value: fc.oneof({ arbitrary: hostileValue, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }),
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...valid };
    for (const { key, remove, value } of changes)
      if (remove) delete body[key];
      else Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    return body;
  });
}
