// Bounds on untrusted JSON, checked before anything recursive (class-transformer, class-validator) sees it.

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,
const COLON = 0x3a; // :

/**
 * Whether `over` says yes for some byte of raw JSON outside its strings, read in one pass over the bytes without
 * parsing (brackets and separators inside strings do not count). UTF-8 safe: these ASCII bytes never occur inside
 * a multi-byte character.
 */
function someStructuralByte(raw: Uint8Array, over: (byte: number) => boolean): boolean {
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (over(byte)) return true;
  }
  return false;
}

/** Whether raw JSON nests deeper than `max` (objects and arrays). */
export function rawJsonDeeperThan(raw: Uint8Array, max: number): boolean {
  let depth = 0;
  return someStructuralByte(raw, (byte) => {
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) return ++depth > max;
    if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
    return false;
  });
}

/**
 * Whether raw JSON holds more than `max` values, counted as object members and array items (a separator outside a
 * string: each `:` is a member, each `,` one more item or member), before a parser or a validator walks them: a
 * body of thousands of keys is refused for the price of reading it once.
 */
export function rawJsonValuesOver(raw: Uint8Array, max: number): boolean {
  let separators = 0;
  return someStructuralByte(raw, (byte) => (byte === COMMA || byte === COLON) && ++separators > max);
}

/**
 * Whether a parsed value (a socket message) nests deeper than `max` or holds more than `maxNodes` values, walked
 * with an explicit stack (no recursion), stopping as soon as either bound is passed.
 */
export function valueOverBounds(value: unknown, max: number, maxNodes: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (++nodes > maxNodes) return true;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
