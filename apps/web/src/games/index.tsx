// The two-player game (13.1): its own chunk, loaded when /games opens.
export { GamesScreen } from './GamesScreen';
export { GameScreen } from './GameScreen';
