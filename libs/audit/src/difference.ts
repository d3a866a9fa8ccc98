/** The first place where two JSON values differ: its path and both values there. */
export interface Difference {
  readonly path: string;
  readonly expected: unknown;
  readonly found: unknown;
}

/**
 * Where `found` (read back from JSON) first differs from `expected` (built by the engine), in the engine's key
 * order; undefined when they are the same JSON value, which is when their canonical JSON texts are byte-identical.
 * An `undefined` field of the engine's counts as absent, as JSON.stringify drops it.
 */
export function firstDifference(found: unknown, expected: unknown, path: string): Difference | undefined {
  if (found === expected) return undefined;
  if (
    found === null ||
    expected === null ||
    typeof found !== 'object' ||
    typeof expected !== 'object' ||
    Array.isArray(found) !== Array.isArray(expected)
  )
    return { path, expected, found };
  return Array.isArray(expected)
    ? arrayDifference(found as unknown[], expected, path)
    : objectDifference(found as Record<string, unknown>, expected as Record<string, unknown>, path);
}

function arrayDifference(found: unknown[], expected: unknown[], path: string): Difference | undefined {
  const length = Math.min(found.length, expected.length);
  for (let i = 0; i < length; i++) {
    const d = firstDifference(found[i], expected[i] ?? null, `${path}[${i}]`);
    if (d) return d;
  }
  if (found.length === expected.length) return undefined;
  return { path: `${path}.length`, expected: expected.length, found: found.length };
}

function objectDifference(
  found: Record<string, unknown>,
  expected: Record<string, unknown>,
  path: string,
): Difference | undefined {
  let defined = 0;
  for (const key in expected) {
    const e = expected[key];
    if (e === undefined) continue;
    defined++;
    const d = firstDifference(found[key], e, `${path}.${key}`);
    if (d) return d;
  }
  if (Object.keys(found).length === defined) return undefined;
  const extra = Object.keys(found).find((key) => expected[key] === undefined) as string;
  return { path: `${path}.${extra}`, expected: undefined, found: found[extra] };
}
