export type * from './events';
export { coordinate, evolvePack, packOf, packPlayerSeed } from './coordinator';
export type { PackState } from './coordinator';
export { boatDone, playWolfpackTournament } from './play-tournament';
export { standingsOf } from './standings';
export { boatCareer, tallyDone, tournamentPatrolEvents } from './tournament-patrol';
export { packVerifier } from './pack-verifier';
