import type { CheckName } from '@periscope/audit';
import { spelled, thousands } from '../../ui/words';

/** The four checks (docs/audit.md) as a player reads them: what each one proves. */
export const CHECK_WORDS: Record<CheckName, { readonly name: string; readonly proves: string }> = {
  chain: {
    name: '(a) The hash chain',
    proves: 'no line was changed, added, removed or reordered since the export was written',
  },
  rolls: {
    name: '(b) Every die roll',
    proves: 'each roll comes from the committed seeds: nobody chose the dice',
  },
  replay: {
    name: '(c) The replay',
    proves: 'the rules, re-run on the recorded commands, decide exactly these events',
  },
  results: {
    name: '(d) The published results',
    proves: 'the tonnage, victory levels and standings shown recompute from the events',
  },
};

export const STATUS_WORDS = { passed: 'Passed', failed: 'Failed', skipped: 'Skipped' } as const;

/** An export's subject in words: "a career", "a two-player game", … */
export const SUBJECT_WORDS: Record<string, string> = {
  career: 'Career',
  careers: 'Set of careers',
  game: 'Two-player game',
  tournament: 'Tournament',
};

/** A value the report found or expected, in words: numbers with separators, lists, a few fields; never raw JSON. */
export function valueWords(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'number') return thousands(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string')
    return value.length > 66 ? `${value.slice(0, 12)}…${value.slice(-8)}` : value;
  if (depth > 1) return '…';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => valueWords(v, depth + 1)).join(', ');
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
