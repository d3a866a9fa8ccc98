export type * from './events';
export { coordinate, evolvePack, packOf } from './coordinator';
export type { Coordination, Order, PackState } from './coordinator';
export { formPacks, PACK_SIZE } from './packs';
export type { Formation } from './packs';
export { boatDone, playWolfpackTournament } from './play-tournament';
export type { PlayedTournament } from './play-tournament';
export { standingsOf } from './standings';
