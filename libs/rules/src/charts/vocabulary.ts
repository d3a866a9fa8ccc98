import { InterpretationId, Provenance } from './provenance';

/** The 14 U-boat types with a status board (4.2.2), spelled as on the boards. */
export const UBOAT_TYPES = [
  'VIIB',
  'VIIC',
  'VIIC Flak',
  'VIIC/41',
  'VIID',
  'IXB',
  'IXC',
  'IXC/40',
  'IXD-2',
  'IXD/42',
  'XB',
  'XII',
  'XIV',
  'XXI',
] as const;
export type UBoatType = (typeof UBOAT_TYPES)[number];

/** Patrol areas named by [P1], the Penang table, the Kommandant cards and [E1]. */
export const PATROL_AREAS = [
  'atlantic',
  'britishIsles',
  'northAmerica',
  'caribbean',
  'mediterranean',
  'arctic',
  'westAfricanCoast',
  'brazilianCoast',
  'indianOcean',
  'australia',
  'spanishCoast',
  'invasion',
] as const;
export type PatrolArea = (typeof PATROL_AREAS)[number];

/** Crew and escort/aircraft quality levels (11.1, 14.6, 14.7). */
export const QUALITY_LEVELS = ['green', 'trained', 'veteran', 'elite'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

/** Kommandant ranks in order (11.2.1). */
export const RANKS = ['OltzS', 'KptLt', 'KKpt', 'FKpt', 'KptzS'] as const;
export type Rank = (typeof RANKS)[number];

/** Month of the war as `YYYY-MM`. */
export type YearMonth = `${number}-${number}`;
export const YEAR_MONTH_PATTERN = /^19(39|4[0-5])-(0[1-9]|1[0-2])$/;

/** A die-roll modifier as printed on a chart or stated in a rule. `when` is the condition in the game's words. */
export interface Modifier<Id extends string = string> {
  readonly id: Id;
  readonly value: number;
  readonly when: string;
  /** Rule number that states it, e.g. '9.6.9'. */
  readonly rule?: string;
  /** Set when the modifier only exists under an optional rule, e.g. '14.6'. */
  readonly optionalRule?: string;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

/** A fact with its source, for the reconstructed boards and routes. */
export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}
