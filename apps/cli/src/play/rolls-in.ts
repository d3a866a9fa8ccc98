import type { RecordedRoll } from '@periscope/rules';

/** A die roll stored in an event: any object with a nonce, faces and dice (RecordedRoll, rolls.ts). */
export const isRoll = (value: unknown): value is RecordedRoll =>
  typeof value === 'object' && value !== null && 'nonce' in value && 'faces' in value && 'dice' in value;

/** Every roll inside an event's data, in reading order, wherever the event keeps it. */
export function rollsIn(value: unknown, found: RecordedRoll[] = []): RecordedRoll[] {
  if (isRoll(value)) found.push(value);
  else if (Array.isArray(value)) for (const v of value) rollsIn(v, found);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) rollsIn(v, found);
  return found;
}
