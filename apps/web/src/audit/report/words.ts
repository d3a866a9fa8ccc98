import type { CheckName } from '@periscope/audit';
import { spelled, thousands } from '../../ui/words';
import { t, word } from '../../i18n/i18n';

/** The four checks (docs/audit.md), in the order the report gives them. */
export const CHECKS: readonly CheckName[] = ['chain', 'rolls', 'replay', 'results'];

/** A check as a player reads it: its name, and what it proves. */
export const checkName = (check: CheckName): string => t(`audit.check.${check}`);
export const checkProves = (check: CheckName): string => t(`audit.proves.${check}`);

/** An export's subject in words: "Career", "Two-player game", … */
export const subjectWords = (kind: string): string => word('auditSubject', kind) ?? spelled(kind);

/** A value the report found or expected, in words: numbers with separators, lists, a few fields; never raw JSON. */
export function valueWords(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return t('audit.value.nothing');
  if (typeof value === 'number') return thousands(value);
  if (typeof value === 'boolean') return t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'string')
    return value.length > 66 ? `${value.slice(0, 12)}…${value.slice(-8)}` : value;
  if (depth > 1) return '…';
  if (Array.isArray(value))
    return value.length === 0 ? t('audit.value.none') : value.map((v) => valueWords(v, depth + 1)).join(', ');
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.map(([k, v]) => `${spelled(k).toLowerCase()} ${valueWords(v, depth + 1)}`).join('; ');
}

/** "data.roll.faces" → "roll › faces". */
export const pathWords = (path: string): string =>
  path
    .split('.')
    .filter((p, i) => !(i === 0 && (p === 'data' || p === 'event')))
    .map((p) => spelled(p).toLowerCase())
    .join(' › ');
