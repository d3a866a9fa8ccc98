import { intl } from '../i18n/i18n';

/** A wall-clock moment as "5 min ago" (in the player's language), for discovery lists. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return '';
  const format = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') =>
    intl.value.formatRelativeTime(-value, unit, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format(0, 'second');
  if (seconds < 3600) return format(Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return format(Math.round(seconds / 3600), 'hour');
  return format(Math.round(seconds / 86_400), 'day');
}
