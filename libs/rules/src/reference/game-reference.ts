import { chartPackHash, defaultChartPack, type ChartPack } from '../charts';
import { boatsReference, type BoatReference } from './boats';
import { optionsReference, type OptionReference } from './options';
import { ITALIAN } from './languages/it';
import { SPANISH } from './languages/es';
import type { ReferenceWords } from './languages/words';
import { RULE_TITLES } from './rule-titles';
import { routesReference, type RouteReference } from './routes';

/** What a client needs of the game and cannot compute without the engine: plain JSON, the same for the same pack. */
export interface GameReference {
  /** Every rule number the engine cites, and each section above one, with a short title. */
  readonly rules: Readonly<Record<string, string>>;
  readonly options: readonly OptionReference[];
  readonly boats: readonly BoatReference[];
  readonly routes: readonly RouteReference[];
  readonly chartPack: { readonly version: string; readonly hash: string };
}

/** The languages the reference's words are written in (docs/i18n.md): English, and the editions' Spanish and Italian. */
export const REFERENCE_LANGUAGES = ['en', 'es', 'it'] as const;
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number];

const WORDS: Readonly<Record<Exclude<ReferenceLanguage, 'en'>, ReferenceWords>> = {
  es: SPANISH,
  it: ITALIAN,
};

export function gameReference(
  charts: ChartPack = defaultChartPack,
  language: ReferenceLanguage = 'en',
): GameReference {
  const words = language === 'en' ? undefined : WORDS[language];
  return {
    rules: { ...(words?.rules ?? RULE_TITLES) },
    options: optionsReference(charts, words),
    boats: boatsReference(charts),
    routes: routesReference(charts),
    chartPack: { version: charts.version, hash: chartPackHash(charts) },
  };
}
