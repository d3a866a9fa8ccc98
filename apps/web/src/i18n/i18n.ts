import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import en from './catalogues/en.json';

// The player's language (docs/i18n.md): English is in the first chunk; Spanish and Italian are loaded when chosen.

export type Language = 'en' | 'es' | 'it';
export type MessageKey = keyof typeof en;
type Catalogue = Readonly<Record<MessageKey, string>>;
type Values = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;
type RichValues = Readonly<Record<string, unknown>>;

/** Each language by its own name: the switch shows them so, whatever language is on. */
export const LANGUAGES: readonly { readonly id: Language; readonly name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'es', name: 'Español' },
  { id: 'it', name: 'Italiano' },
];

const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  es: () => import('./catalogues/es.json').then((m) => m.default),
  it: () => import('./catalogues/it.json').then((m) => m.default),
};

const STORED = 'periscope.language';
const cache = createIntlCache();
const intlOf = (locale: Language, messages: Catalogue): IntlShape =>
  createIntl({ locale, defaultLocale: 'en', messages }, cache);

/** The formatter of the language on screen; every component that reads it re-renders when it changes. */
export const intl = signal<IntlShape>(intlOf('en', en));

export const language = (): Language => intl.value.locale as Language;

/** A message in the player's language, its ICU placeholders filled (plurals, numbers, selects). */
export function t(key: MessageKey, values?: Values): string {
  return intl.value.formatMessage({ id: key }, values);
}

/** A message with markup: each `<tag>…</tag>` of the message is drawn by the function of the same name. */
export function rich(key: MessageKey, values: RichValues): ComponentChildren {
  return intl.value.formatMessage({ id: key }, values as never) as ComponentChildren;
}

/** A word of one of the game's tables (`family.id`), or null where the catalogue has none. */
export function word(family: string, id: string): string | null {
  const key = `${family}.${id}`;
  return hasMessage(key) ? intl.value.formatMessage({ id: key }) : null;
}

/** Whether the catalogue on screen has the key. */
export const hasMessage = (key: string): boolean => key in intl.value.messages;

/** A table of words (a phase, a fate) that reads each one in the player's language whenever a screen looks it up. */
export const inLanguage = <K extends string>(ids: readonly K[], say: (id: K) => string): Record<K, string> =>
  Object.defineProperties(
    {} as Record<K, string>,
    Object.fromEntries(ids.map((id) => [id, { enumerable: true, get: () => say(id) }])),
  );

const isLanguage = (code: string | null | undefined): code is Language =>
  LANGUAGES.some((l) => l.id === code);

/** The language remembered by this browser, else the browser's first one we speak, else English. */
export function preferredLanguage(): Language {
  const stored = safeStorage()?.getItem(STORED);
  if (isLanguage(stored)) return stored;
  const asked = (navigator.languages ?? [navigator.language]).map((l) => l.slice(0, 2).toLowerCase());
  return asked.find(isLanguage) ?? 'en';
}

/** Loads the language's catalogue, puts it on screen, sets `<html lang>`; `remember` keeps the choice. */
export async function switchLanguage(id: Language, remember = false): Promise<void> {
  const messages = await LOADERS[id]();
  intl.value = intlOf(id, messages);
  document.documentElement.lang = id;
  if (remember) safeStorage()?.setItem(STORED, id);
}

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null; // storage refused (a private window's policy): the language is then not remembered
  }
}
