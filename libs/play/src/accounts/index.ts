export { decide, isPlayerName, playerName } from './decide';
export { fold } from './evolve';
export { initialState, passkeyOf } from './state';
export type { AccountState } from './state';
export type * from './commands';
export type * from './events';
export { AccountViolation } from './violations';
export { careerProfile } from './career-profile';
export { gameProfile } from './game-profile';
