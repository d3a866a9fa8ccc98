import type { RollRow, RollTable } from './dice';

// The shapes of [E1] encounter table (encounter.ts), apart so that its data file and the chart do not import each other.

export const E1_COLUMN_IDS = [
  'transit',
  'arctic',
  'atlantic',
  'brazilianCoast',
  'britishIsles',
  'caribbean',
  'indianOcean',
  'australia',
  'mediterranean',
  'spanishCoast',
  'westAfricanCoast',
  'northAmerica',
  'bayOfBiscayOrSpecialMissions',
  'additionalRoundOrGibraltar',
] as const;

export type E1ColumnId = (typeof E1_COLUMN_IDS)[number];

export const ENCOUNTER_KINDS = [
  'none',
  'aircraft',
  'aircraftAndEscort',
  'escort',
  'ship',
  'tanker',
  'shipWithEscort',
  'twoShips',
  'twoShipsWithEscort',
  'capitalShip',
  'convoy',
  'submarine',
] as const;

export type EncounterKind = (typeof ENCOUNTER_KINDS)[number];

/** (1) the first unmodified 12 of a patrol is a random event [R1]; (2) use random event 6 (submarine) of [R1]. */
export type E1RowNote = 'firstUnmodified12IsRandomEvent' | 'randomEventSubmarine';

export interface E1Row extends RollRow<EncounterKind> {
  readonly note?: E1RowNote;
}

export interface E1Column extends RollTable<EncounterKind> {
  readonly rows: readonly E1Row[];
}
