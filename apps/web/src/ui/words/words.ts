import { t, word } from '../../i18n/i18n';
import { spelled } from './spelled';

/** A value a command's parameters or a roll's columns carry, named by the table it comes from. */
const tabled = (id: string): string | null =>
  word('term', id) ??
  word('torpedo', id) ??
  word('box', id) ??
  word('system', id) ??
  word('detection', id) ??
  word('abortDirection', id) ??
  word('rank', id) ??
  word('encounter', id);

/** Any engine value in words: 'westAfricanCoast' → 'West African coast', true → 'Yes' (no raw enum names). */
export function words(value: unknown): string {
  if (value === null || value === undefined) return t('value.none');
  if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
  const text = String(value);
  return tabled(text) ?? spelled(text);
}
