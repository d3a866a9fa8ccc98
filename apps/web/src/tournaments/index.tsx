// Tournaments (13.2-13.5), issue 19 §2: their own chunk, loaded on first use.
export { TournamentsScreen } from './TournamentsScreen';
export { TournamentScreen } from './TournamentScreen';
