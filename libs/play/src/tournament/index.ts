export { decide } from './decide';
export { evolve, fold } from './evolve';
export { entrantOf, initialState } from './state';
export type * from './state';
export type * from './commands';
export { ORGANISER_COMMAND_TYPES } from './commands';
export type * from './events';
export * from './formats';
export { TournamentViolation } from './violations';
export { entrantCareer, foldTally, ruledOn, tallyOf } from './career-tally';
export type { CareerTally, EntrantCareer, Fate } from './career-tally';
export { standings } from './standings';
export type { PackRow, StandingRow, Standings } from './standings';
export { applyStandingsChange, standingsChange } from './leaderboard-delta';
export type { BoardChange, StandingsChange } from './leaderboard-delta';
export {
  exportTournament,
  exportTournamentLines,
  packStreamName,
  TOURNAMENT_PLAYER_SEED,
  tournamentStreamName,
  tournamentStreams,
} from './export-tournament';
export type { TournamentExportInput } from './export-tournament';
export { tournamentResults } from './tournament-results';
export type { TournamentFacts } from './tournament-results';
export { tournamentVerifier } from './tournament-verifier';
export { sinkings } from './sinkings';
export type { CareerEventRow, Sinking } from './sinkings';
