// What each choice risks (the web's decision panel): exact chances from the charts, by running the decider itself.
export { optionOdds } from './option-odds';
export type { Chance, OptionOdds } from './option-odds';
