import type { RecordedRoll } from './rolls';

/** A RecordedRoll is any object with a dice kind, a nonce and faces (rolls are nested anywhere in event data). */
export const isRecordedRoll = (value: unknown): value is RecordedRoll => {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.dice === 'string' &&
    typeof v.nonce === 'number' &&
    Array.isArray(v.faces)
  );
};

/** Every roll stored anywhere in a value, depth first in key order (the order the data holds them). */
export function rollsIn(value: unknown, found: RecordedRoll[] = []): RecordedRoll[] {
  if (isRecordedRoll(value)) found.push(value);
  else if (Array.isArray(value)) for (const v of value) rollsIn(v, found);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) rollsIn(v, found);
  return found;
}
