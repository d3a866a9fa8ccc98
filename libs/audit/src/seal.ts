// E-AUDIT-SEALED-VALUE: an export made while what it exports runs writes `"sealed"` in place of each value still
// secret (a seed before the end, an evasive number face down, 14.8.3). Sealing keeps every key in its place, so the
// running export is exactly `sealValues` of the final export's first lines: anyone holding both checks it
// (`sealedPrefixOf`), and each sealed value is bound meanwhile by a commitment the export publishes.

/** The value written in place of a secret. */
export const SEALED = 'sealed';

/** A copy of a JSON value with the values of the given keys, at any depth, replaced by SEALED. */
export function sealValues(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => sealValues(v, keys));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) copy[key] = keys.includes(key) ? SEALED : sealValues(v, keys);
  return copy;
}

/** Whether a JSON value holds a sealed value under one of the keys, at any depth. */
export function holdsSealed(value: unknown, keys: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((v) => holdsSealed(v, keys));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, v]) => (keys.includes(key) && v === SEALED) || holdsSealed(v, keys),
  );
}

/**
 * Whether a running export's events are the final export's first events with some values sealed: each event
 * equal to its counterpart, or to it with the given keys sealed. Returns the revision of the first that is not.
 */
export function sealedPrefixOf(
  running: readonly { readonly data: unknown; readonly metadata: unknown }[],
  final: readonly { readonly data: unknown; readonly metadata: unknown }[],
  keys: readonly string[],
): number | null {
  const text = (e: { data: unknown; metadata: unknown }) => JSON.stringify([e.data, e.metadata]);
  for (let i = 0; i < running.length; i++) {
    const later = final[i];
    const sealed =
      later && text({ data: sealValues(later.data, keys), metadata: sealValues(later.metadata, keys) });
    if (!later || (text(running[i]) !== text(later) && text(running[i]) !== sealed)) return i;
  }
  return null;
}
