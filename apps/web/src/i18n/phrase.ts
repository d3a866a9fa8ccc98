import type { Phrase, PhraseValue } from '@periscope/rules/career/views/headlines';
import { t, type MessageKey } from './i18n';

/** A phrase of the rules (a catalogue key and what fills it) in the player's language; nested phrases first. */
export function phrase(said: Phrase): string {
  const values = Object.fromEntries(Object.entries(said.params ?? {}).map(([name, v]) => [name, valueOf(v)]));
  return t(said.key as MessageKey, values);
}

/** null reads `none` and a yes/no `true`/`false` in the catalogue's selects; a list of phrases is said in turn. */
function valueOf(value: PhraseValue): string | number {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return (value as readonly Phrase[]).map(phrase).join(', ');
  if (typeof value === 'object') return phrase(value as Phrase);
  return value as string | number;
}
