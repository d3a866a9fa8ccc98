// Tournaments (13.2-13.5): their own chunk, loaded on first use.
export { TournamentsScreen } from './TournamentsScreen';
export { TournamentScreen } from './TournamentScreen';
