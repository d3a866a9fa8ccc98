export { gameReference, REFERENCE_LANGUAGES } from './game-reference';
export type { GameReference, ReferenceLanguage } from './game-reference';
export { RULE_TITLES, parentRule, ruleTitle } from './rule-titles';
export { startMonthsOf } from './boats';
export type { BoatReference, StartMonths } from './boats';
export type { OptionChoice, OptionName, OptionReference, OptionValues } from './options';
export type { RouteReference } from './routes';
