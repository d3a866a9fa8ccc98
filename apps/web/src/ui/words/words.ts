import { t, word } from '../../i18n/i18n';
import { PATROL_AREAS } from '@periscope/rules/charts/vocabulary';
import { spelled } from './spelled';

/**
 * A value a command's parameters, a roll's columns or a modifier carry, named by the table it comes from; the
 * `modifier` family names the ids the spelling-out would garble (a type, a torpedo, a year, an acronym).
 */
const tabled = (id: string): string | null =>
  word('term', id) ??
  word('torpedo', id) ??
  word('box', id) ??
  word('system', id) ??
  word('detection', id) ??
  word('abortDirection', id) ??
  word('rank', id) ??
  word('crewman', id) ??
  word('modifier', id) ??
  word('encounter', id) ??
  word('medSection', id);

/** Any engine value in words: 'westAfricanCoast' → 'West African coast', true → 'Yes' (no raw enum names). */
export function words(value: unknown): string {
  if (value === null || value === undefined) return t('value.none');
  if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
  const text = String(value);
  return tabled(text) ?? spelled(text);
}

/** The patrol areas ([P1], 7.0) are proper names, as are the torpedoes and the ranks. */
const proper = (id: string) =>
  (PATROL_AREAS as readonly string[]).includes(id) ||
  word('torpedo', id) !== null ||
  word('rank', id) !== null;

/** An engine value inside a sentence: 'transitBayOfBiscay' → 'transit (Bay of Biscay)', 'atlantic' → 'Atlantic'. */
export function wordsInSentence(value: unknown): string {
  const name = words(value);
  if (proper(String(value)) || /^[A-Z]\S*[A-Z0-9]/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** A sentence the engine wrote with ids in it: 'repair aftTorpedoTube (1-2)' → 'Repair aft torpedo tubes (1-2)'. */
export function sentenceWords(text: string): string {
  const named = text.replace(/\b[a-z]+\d*[A-Z][A-Za-z0-9]*\b/g, (id) => wordsInSentence(id));
  return named.charAt(0).toUpperCase() + named.slice(1);
}
