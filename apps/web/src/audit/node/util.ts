/**
 * node:util's isDeepStrictEqual for what libs/play and libs/rules compare: JSON values (events' data, rulings,
 * seeds, dice faces). Same primitives by Object.is, arrays item by item, plain objects key by key.
 */
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && isDeepStrictEqual(ra[k], rb[k]));
}

export default { isDeepStrictEqual };
