// The career decider, in layers that import only downwards (.dependency-cruiser.cjs holds
// them): model/ (state, events, commands) on the charts and dice; one folder per part of the rulebook (patrol/,
// combat/, combat/air/, damage/, port/, special/, options/), each part's evolve half named evolve-*.ts; decide,
// evolve and pending on top. views/ reads the whole for the live views.

export { decide } from './decide';
export { evolve, fold } from './evolve';
export { pending } from './pending';
export type { Decision, LegalCommand } from './model/commands';
export { initialState } from './model/state';
export type * from './model/state';
export { CAREER_COMMAND_TYPES, COORDINATOR_COMMAND_TYPES, PLAYER_COMMAND_TYPES } from './model/commands';
export type * from './model/commands';
export { CAREER_EVENT_TYPES } from './model/events';
export type * from './model/events';
export type * from './model/events-port';
export type { UBoatHit } from './model/events-damage';
export type { NewUBoatReason } from './model/port';
export { VICTORY_LEVELS } from './model/service';
export type { CareerSummary, VictoryLevel } from './model/service';
export type { AppliedModifier, RecordedRoll } from './model/rolls';
export { isRecordedRoll, rollsIn } from './model/rolls-in';
export * from './options';
export { NUMBERS as EVASION_NUMBERS } from './combat/evasive-manoeuvres';
export type * from './model/events-options';
export type * from './model/events-wolfpack';
export { WOLFPACK_EVENT_TYPES } from './model/events-wolfpack';
export type * from './model/events-tournament';
export { inPack, memberOf, TOURNAMENT_BOAT, TOURNAMENT_START } from './special/wolfpack-battle';
export type { PackMember, PackMuster } from './model/pack';
export { optionOdds } from './odds';
export type { Chance, OptionOdds } from './odds';
