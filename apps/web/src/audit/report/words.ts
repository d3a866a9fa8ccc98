import type { AuditReport, CheckName } from '@periscope/audit';
import { spelled, thousands } from '../../ui/words';
import { intl, t, word } from '../../i18n/i18n';

/** The four checks (docs/audit.md), in the order the report gives them. */
export const CHECKS: readonly CheckName[] = ['chain', 'rolls', 'replay', 'results'];

/** A check as a player reads it: its name, and what it proves. */
export const checkName = (check: CheckName): string => t(`audit.check.${check}`);
export const checkProves = (check: CheckName): string => t(`audit.proves.${check}`);

/** What a check found on a clean or sealed export, worded from the report's streams (their rolls and commands). */
export function checkNote(report: AuditReport, check: CheckName): string {
  const sealed = report.streams.filter((s) => s.sealed).length;
  const rolls = report.streams.reduce((n, s) => n + s.rolls, 0);
  const commands = report.streams.reduce((n, s) => n + s.commands, 0);
  if (check === 'chain') return t('audit.note.chain');
  if (check === 'rolls') return t(sealed ? 'audit.note.rollsSealed' : 'audit.note.rolls', { rolls });
  if (check === 'replay') return t(sealed ? 'audit.note.replaySealed' : 'audit.note.replay', { commands });
  const kinds = [...new Set(report.streams.map((s) => s.kind))];
  return t('audit.note.results', {
    what: intl.value.formatList(kinds.map((kind) => t('audit.recomputes', { kind }))),
  });
}

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
  return entries
    .map(([k, v]) => `${word('field', k) ?? spelled(k).toLowerCase()} ${valueWords(v, depth + 1)}`)
    .join('; ');
}

/** "data.roll.faces" → "roll › faces". */
export const pathWords = (path: string): string =>
  path
    .split('.')
    .filter((p, i) => !(i === 0 && (p === 'data' || p === 'event')))
    .map((p) => word('field', p) ?? spelled(p).toLowerCase())
    .join(' › ');
