import { intl } from '../../i18n/i18n';

// The game calendar (a career's months, never the wall clock), named in the player's language.

/** '1943-07' → 'July 1943' ('julio de 1943', 'luglio 1943'), or 'Jul 1943' where space is short (the Patrol Log Sheet). */
export function monthName(yearMonth: string | null | undefined, length: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth ?? '');
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return yearMonth ?? '—';
  const day = Date.UTC(Number(match[1]), month - 1, 15);
  return intl.value.formatDate(day, { year: 'numeric', month: length, timeZone: 'UTC' });
}
