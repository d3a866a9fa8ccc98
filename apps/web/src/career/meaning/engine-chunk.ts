// The engine's pure functions the career screen reads meaning with: loaded as its own chunk after the first paint.
export { optionOdds } from '@periscope/rules/career/odds';
export { fold } from '@periscope/rules/career/evolve';
export { initialState } from '@periscope/rules/career/model/state';
