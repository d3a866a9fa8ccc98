import type { CliLanguage } from '../language';

// `periscope projections rebuild`'s progress and result in English, Spanish and Italian (docs/i18n.md "The command
// line"). A read model is named as --view takes it.

export interface RebuildWords {
  readonly locale: string;
  readonly rebuilding: (view: string) => string;
  readonly rebuilt: (view: string, position: string, seconds: string) => string;
}

export const REBUILD_WORDS: Readonly<Record<CliLanguage, RebuildWords>> = {
  en: {
    locale: 'en-US',
    rebuilding: (view) => `${view}: rebuilding from position 0…`,
    rebuilt: (view, position, seconds) => `${view}: rebuilt to position ${position} in ${seconds} s`,
  },
  es: {
    locale: 'es-ES',
    rebuilding: (view) => `${view}: reconstruyendo desde la posición 0…`,
    rebuilt: (view, position, seconds) =>
      `${view}: reconstruido hasta la posición ${position} en ${seconds} s`,
  },
  it: {
    locale: 'it-IT',
    rebuilding: (view) => `${view}: ricostruzione dalla posizione 0…`,
    rebuilt: (view, position, seconds) =>
      `${view}: ricostruito fino alla posizione ${position} in ${seconds} s`,
  },
};
