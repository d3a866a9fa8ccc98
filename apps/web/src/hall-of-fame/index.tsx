// The hall of fame (docs/accounts.md "Hall of fame"): its own chunk, loaded on first use.
export { HallOfFameScreen } from './HallOfFameScreen';
