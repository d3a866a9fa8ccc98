// The game calendar (a career's months, never the wall clock).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '1943-07' → 'July 1943', or 'Jul 1943' where space is short (the Patrol Log Sheet). */
export function monthName(yearMonth: string | null | undefined, length: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth ?? '');
  const month = match && MONTHS[Number(match[2]) - 1];
  if (!month) return yearMonth ?? '—';
  return `${length === 'short' ? month.slice(0, 3) : month} ${match[1]}`;
}
