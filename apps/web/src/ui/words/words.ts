import { TORPEDO, SYSTEM } from './boat';
import { RANK } from './crew';
import { ABORT_DIRECTION, BOX, DETECTION } from './sea';
import { spelled } from './spelled';

/** The values a command's parameters and a roll's columns carry, by the tables that name them. */
const NAMES: Readonly<Record<string, string>> = {
  ...TORPEDO,
  ...BOX,
  ...SYSTEM,
  ...DETECTION,
  ...ABORT_DIRECTION,
  ...RANK,
};

/** Any engine value in English: 'westAfricanCoast' → 'West African coast', true → 'Yes' (no raw enum names). */
export function words(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return NAMES[text] ?? spelled(text);
}
