import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Phrase, PhraseValue } from '@periscope/rules/career/views/headlines';
import en from '../../web/src/i18n/catalogues/en.json';
import es from '../../web/src/i18n/catalogues/es.json';
import it from '../../web/src/i18n/catalogues/it.json';
import type { CliLanguage } from './language';

// What the CLI says as the web client does, from the web client's own catalogues (docs/i18n.md "The command line"):
// the rules' phrases (what an event did, a roll's purpose, an audit's finding) and the names of the game's tables.
// The CLI's own lines (prompts, status, help) stay in its tables beside its code.

type Messages = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, string | number>>;

const MESSAGES: Readonly<Record<CliLanguage, Messages>> = { en, es, it };

/** A language's catalogue: a key's message filled, a phrase worded, a table's word looked up. */
export interface Catalogue {
  readonly has: (key: string) => boolean;
  readonly say: (key: string, values?: Values) => string;
  readonly phrase: (said: Phrase) => string;
  /** A word of one of the game's tables (`family.id`), or null where the catalogue has none. */
  readonly word: (family: string, id: string) => string | null;
}

const cache = createIntlCache();
const made = new Map<CliLanguage, Catalogue>();

/** The catalogue of a language, made once. */
export function catalogue(language: CliLanguage): Catalogue {
  const known = made.get(language);
  if (known) return known;
  const said = make(language);
  made.set(language, said);
  return said;
}

function make(language: CliLanguage): Catalogue {
  const messages = MESSAGES[language];
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages }, cache);
  const has = (key: string) => key in messages;
  const say = (key: string, values?: Values) => intl.formatMessage({ id: key }, values);
  /** null reads `none` and a yes/no `true`/`false` in the catalogue's selects; a list is said in turn. */
  const valueOf = (value: PhraseValue): string | number => {
    if (value === null) return 'none';
    if (typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return (value as readonly Phrase[]).map(phrase).join(', ');
    if (typeof value === 'object') return phrase(value as Phrase);
    return value as string | number;
  };
  const phrase = (said: Phrase): string =>
    say(said.key, Object.fromEntries(Object.entries(said.params ?? {}).map(([k, v]) => [k, valueOf(v)])));
  const word = (family: string, id: string) => (has(`${family}.${id}`) ? say(`${family}.${id}`) : null);
  return { has, say, phrase, word };
}
