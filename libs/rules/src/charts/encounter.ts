import { between, RollTable } from './dice';
import { E1_COLUMNS } from './encounter-columns.data';
import { E1_SIDE_TABLES, E1_SIDE_TABLES_SCHEMA, EncounterSideTables } from './encounter-side-tables';
import { Provenance } from './provenance';
import {
  arr,
  bool,
  Check,
  int,
  modifiers,
  nullable,
  obj,
  oneOf,
  optional,
  record,
  rollTable,
  sourced,
} from './schema';
import { Modifier, PATROL_AREAS, PatrolArea } from './vocabulary';
import {
  E1_COLUMN_IDS,
  type E1ColumnId,
  ENCOUNTER_KINDS,
  type EncounterKind,
  type E1Column,
} from './encounter.types';

// ---- [E1] Encounter table (8.2): 2d6 per roll, one column per area or box ----

/** What an encounter result brings (002 L2491-2509, 000 L898). */
export interface EncounterMeaning {
  readonly ships: number;
  readonly escorted: boolean;
  /** How the ships are identified: the ship-size roll then [T1]-[T3], [T3] directly, [T5], or the 9.9.1 submarine list. */
  readonly identify: 'shipSize' | 'T3' | 'T5' | 'enemySubmarines' | null;
  readonly aircraft: boolean;
  /** Escorts arrive and roll [E2] at once (additional-round column). */
  readonly escortArrives: boolean;
  /** Escorted ships may be followed (9.7); capital ships only when damaged. */
  readonly followable: boolean;
  readonly provenance: Provenance;
}

export interface EncounterChart {
  readonly columns: Record<E1ColumnId, E1Column>;
  /** The column a patrol area's on-station boxes roll on (Invasion uses Atlantic, 7.4.3). */
  readonly areaColumns: Record<PatrolArea, E1ColumnId>;
  readonly meanings: Record<EncounterKind, EncounterMeaning>;
  readonly modifiers: readonly (Modifier<'gibraltar'> & { readonly column: E1ColumnId })[];
  /** Boxes printed x2 / x3 are rolled that many times before advancing (8.2.1). */
  readonly multiRollBoxes: readonly {
    readonly box: 'x2' | 'x3';
    readonly rolls: number;
    readonly provenance: Provenance;
  }[];
  /** Invasion boxes: every 'none' is an aircraft encounter (7.4.3). */
  readonly invasionNoneBecomes: { readonly result: EncounterKind; readonly provenance: Provenance };
  /** A schnorchelling boat treats every result except these (and random events) as no encounter (8.1.6). */
  readonly schnorchelKeeps: { readonly results: readonly EncounterKind[]; readonly provenance: Provenance };
  /** Fa-330 kite: in these areas a total of 5 may be re-rolled once (8.2.2). */
  readonly fa330: {
    readonly areas: readonly PatrolArea[];
    readonly rerollTotals: readonly number[];
    readonly provenance: Provenance;
    /** Kite cut loose in an aircraft encounter: which officer is lost for the patrol. */
    readonly officerLost: RollTable<'doctor' | 'secondWatchOfficer' | 'unnamedOfficer'>;
  };
  readonly sideTables: EncounterSideTables;
}

const meaning = (
  m: Omit<EncounterMeaning, 'aircraft' | 'escortArrives'> & Partial<EncounterMeaning>,
): EncounterMeaning => ({
  aircraft: false,
  escortArrives: false,
  ...m,
});

export const E1: EncounterChart = {
  columns: E1_COLUMNS,
  areaColumns: {
    atlantic: 'atlantic',
    britishIsles: 'britishIsles',
    northAmerica: 'northAmerica',
    caribbean: 'caribbean',
    mediterranean: 'mediterranean',
    arctic: 'arctic',
    westAfricanCoast: 'westAfricanCoast',
    brazilianCoast: 'brazilianCoast',
    indianOcean: 'indianOcean',
    australia: 'australia',
    spanishCoast: 'spanishCoast',
    invasion: 'atlantic',
  },
  meanings: {
    none: meaning({ ships: 0, escorted: false, identify: null, followable: false, provenance: '002 L2491' }),
    aircraft: meaning({
      ships: 0,
      escorted: false,
      identify: null,
      aircraft: true,
      followable: false,
      provenance: '002 L2493',
    }),
    aircraftAndEscort: meaning({
      ships: 0,
      escorted: true,
      identify: null,
      aircraft: true,
      escortArrives: true,
      followable: false,
      provenance: '002 L2495',
    }),
    escort: meaning({
      ships: 0,
      escorted: true,
      identify: null,
      escortArrives: true,
      followable: false,
      provenance: '000 L1120',
    }),
    ship: meaning({
      ships: 1,
      escorted: false,
      identify: 'shipSize',
      followable: false,
      provenance: ['002 L2497', '000 L898'],
    }),
    tanker: meaning({
      ships: 1,
      escorted: false,
      identify: 'T3',
      followable: false,
      provenance: ['002 L2499', '000 L914'],
    }),
    shipWithEscort: meaning({
      ships: 1,
      escorted: true,
      identify: 'shipSize',
      followable: true,
      provenance: '002 L2501',
    }),
    twoShips: meaning({
      ships: 2,
      escorted: false,
      identify: 'shipSize',
      followable: false,
      provenance: '002 L2503',
    }),
    twoShipsWithEscort: meaning({
      ships: 2,
      escorted: true,
      identify: 'shipSize',
      followable: true,
      provenance: '002 L2505',
    }),
    capitalShip: meaning({
      ships: 1,
      escorted: true,
      identify: 'T5',
      followable: false,
      provenance: ['002 L2507', '000 L1192'],
    }),
    convoy: meaning({
      ships: 4,
      escorted: true,
      identify: 'shipSize',
      followable: true,
      provenance: ['002 L2509', '000 L898'],
    }),
    submarine: meaning({
      ships: 1,
      escorted: false,
      identify: 'enemySubmarines',
      followable: false,
      provenance: ['002 L2515', '000 L1300'],
    }),
  },
  modifiers: [
    {
      id: 'gibraltar',
      value: -3,
      when: 'second transit box of the first Mediterranean patrol (Strait of Gibraltar)',
      rule: '7.3.3',
      column: 'additionalRoundOrGibraltar',
      provenance: ['000 L770', '002 L2517'],
      interpretation: 'C-1',
    },
  ],
  multiRollBoxes: [
    { box: 'x2', rolls: 2, provenance: '000 L884' },
    { box: 'x3', rolls: 3, provenance: '000 L884' },
  ],
  invasionNoneBecomes: { result: 'aircraft', provenance: ['000 L816', '002 L2394'] },
  schnorchelKeeps: { results: ['aircraft', 'convoy'], provenance: '000 L874' },
  fa330: {
    areas: ['indianOcean', 'brazilianCoast', 'australia', 'westAfricanCoast'],
    rerollTotals: [5],
    provenance: ['000 L890', '000 L892'],
    officerLost: {
      die: '1d6',
      modified: false,
      rows: [
        { roll: between(1, 2), result: 'doctor', provenance: '000 L892' },
        { roll: between(3, 4), result: 'secondWatchOfficer', provenance: '000 L892' },
        { roll: between(5, 6), result: 'unnamedOfficer', provenance: '000 L892' },
      ],
    },
  },
  sideTables: E1_SIDE_TABLES,
};

// ---- Validation ----

const kind = oneOf(ENCOUNTER_KINDS);
const column = oneOf(E1_COLUMN_IDS);

export const E1_SCHEMA: Check = obj({
  columns: record(
    E1_COLUMN_IDS,
    rollTable(kind, { note: optional(oneOf(['firstUnmodified12IsRandomEvent', 'randomEventSubmarine'])) }),
  ),
  areaColumns: record(PATROL_AREAS, column),
  meanings: record(
    ENCOUNTER_KINDS,
    obj({
      ships: int({ min: 0, max: 4 }),
      escorted: bool,
      identify: nullable(oneOf(['shipSize', 'T3', 'T5', 'enemySubmarines'])),
      aircraft: bool,
      escortArrives: bool,
      followable: bool,
      ...sourced,
    }),
  ),
  modifiers: modifiers(['gibraltar'], { column }),
  multiRollBoxes: arr(obj({ box: oneOf(['x2', 'x3']), rolls: int({ min: 2, max: 3 }), ...sourced }), 'box'),
  invasionNoneBecomes: obj({ result: kind, ...sourced }),
  schnorchelKeeps: obj({ results: arr(kind, 'result'), ...sourced }),
  fa330: obj({
    areas: arr(oneOf(PATROL_AREAS), 'area'),
    rerollTotals: arr(int({ min: 2, max: 12 }), 'total'),
    ...sourced,
    officerLost: rollTable(oneOf(['doctor', 'secondWatchOfficer', 'unnamedOfficer'])),
  }),
  sideTables: E1_SIDE_TABLES_SCHEMA,
});
