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

/** '1943-07' → 'July 1943' (the game calendar, never the wall clock). */
export function monthName(yearMonth: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth ?? '');
  if (!match) return yearMonth ?? '—';
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

export const tons = (n: number) => `${n.toLocaleString('en-GB')} t`;

/** A wall-clock moment as "5 min ago", for discovery lists. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  return `${Math.round(seconds / 86_400)} d ago`;
}
