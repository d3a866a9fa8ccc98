import { createHash } from 'node:crypto';

/** The namespace of periscope's name-based event ids (a fixed random UUID; never change it). */
const EVENT_ID_NAMESPACE = 'b3d5f0a2-6c1e-4f7a-9d3b-2e8c4a61f905';

/** RFC 9562 §5.5: a version-5 UUID, SHA-1 of namespace and name. The same name always gives the same id. */
export function uuidV5(name: string, namespace = EVENT_ID_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** JSON with object keys sorted at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A value as JSON carries it (undefined fields dropped), which is what the store keeps and readers get back. */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const fingerprintOf = (recordedCommand: unknown): string =>
  createHash('sha256').update(canonicalJson(recordedCommand)).digest('hex');

/**
 * The id of the index-th event a command produced. A retried append of the same decision reuses the ids and is a
 * no-op in the store; the command's fingerprint is part of the name, so a different command sent under the same
 * commandId gets different ids and loses the race on the expected revision instead.
 */
export const eventIdFor = (stream: string, commandId: string, fingerprint: string, index: number) =>
  uuidV5(JSON.stringify([stream, commandId, fingerprint, index]));
