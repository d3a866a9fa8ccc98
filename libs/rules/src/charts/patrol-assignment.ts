import { exactly, RollRow, RollTable } from './dice';
import { InterpretationId, Provenance, SourceRef } from './provenance';
import {
  arr,
  bool,
  Check,
  either,
  int,
  nullable,
  obj,
  oneOf,
  pattern,
  record,
  rollTable,
  sourced,
  str,
} from './schema';
import {
  PATROL_AREAS,
  PatrolArea,
  UBOAT_TYPES,
  UBoatType,
  YEAR_MONTH_PATTERN,
  YearMonth,
} from './vocabulary';

// ---- [P1] U-boat patrol assignment (7.0): 2d6 in the column of the patrol's start date ----

/** The superscript notes printed on [P1] cells (002 L2390-2394). */
export type P1Note = 1 | 2 | 3 | 4 | 5;

export interface PatrolAssignment {
  readonly area: PatrolArea;
  /** (W): wolfpack patrol (7.2). */
  readonly wolfpack: boolean;
  /** (A): Abwehr agent delivery mission (7.4.1). */
  readonly mission: 'abwehr' | null;
  readonly notes: readonly P1Note[];
}

export const P1_COLUMNS = [
  'jul1943toDec1943',
  'jan1944toMay1944',
  'jun1944toJul1944',
  'aug1944toDec1944',
  'jan1945toApr1945',
] as const;
export type P1ColumnId = (typeof P1_COLUMNS)[number];

export interface P1Column extends RollTable<PatrolAssignment> {
  readonly from: YearMonth;
  readonly to: YearMonth;
}

/** A [P1] result the boat's type may not fly: read it as `to` (or re-roll when `to` is null). */
export interface P1Substitution {
  readonly note: P1Note | null;
  readonly types: readonly UBoatType[];
  readonly from: readonly PatrolArea[];
  readonly to: PatrolArea | null;
  readonly rule: string;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface PatrolAssignmentChart {
  readonly columns: Record<P1ColumnId, P1Column>;
  readonly notes: Record<`${P1Note}`, { readonly text: string; readonly provenance: Provenance }>;
  readonly substitutions: readonly P1Substitution[];
  /** Patrols that always carry a minelaying (M) mission, by type (11.4.6, 11.4.8). */
  readonly minelaying: readonly {
    readonly type: UBoatType;
    readonly areas: readonly PatrolArea[] | 'all' | 'allButAtlantic';
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
  }[];
}

/** `'atlantic W 4'` = Atlantic, wolfpack, note 4; `'northAmerica A'` = North America with an Abwehr mission. */
function cell(code: string, roll: number): RollRow<PatrolAssignment> {
  const [area, ...flags] = code.split(' ');
  return {
    roll: exactly(roll),
    result: {
      area: area as PatrolArea,
      wolfpack: flags.includes('W'),
      mission: flags.includes('A') ? 'abwehr' : null,
      notes: flags.filter((f) => /^\d$/.test(f)).map(Number) as P1Note[],
    },
    provenance: `002 L${2375 + roll}` as SourceRef,
  };
}

function column(from: YearMonth, to: YearMonth, codes: readonly string[]): P1Column {
  return { from, to, die: '2d6', modified: false, rows: codes.map((code, i) => cell(code, i + 2)) };
}

const VII: readonly UBoatType[] = ['VIIB', 'VIIC', 'VIIC Flak', 'VIIC/41'];
const IX: readonly UBoatType[] = ['IXB', 'IXC', 'IXC/40', 'IXD-2', 'IXD/42', 'XII', 'XB'];

export const P1: PatrolAssignmentChart = {
  columns: {
    jul1943toDec1943: column('1943-07', '1943-12', [
      'indianOcean 2',
      'atlantic W 4',
      'britishIsles',
      'indianOcean 2',
      'atlantic W 4',
      'atlantic 4',
      'atlantic 4',
      'northAmerica',
      'mediterranean 1',
      'brazilianCoast 2',
      'westAfricanCoast 2',
    ]),
    jan1944toMay1944: column('1944-01', '1944-05', [
      'indianOcean 2',
      'caribbean 3',
      'britishIsles',
      'indianOcean 2',
      'atlantic W 4',
      'atlantic 4',
      'atlantic W 4',
      'northAmerica',
      'arctic 1',
      'brazilianCoast 2',
      'westAfricanCoast 2',
    ]),
    jun1944toJul1944: column('1944-06', '1944-07', [
      'indianOcean 2',
      'atlantic W',
      'britishIsles',
      'invasion 5',
      'invasion 5',
      'invasion 5',
      'atlantic 4',
      'invasion 5',
      'arctic 1',
      'invasion 5',
      'westAfricanCoast 2',
    ]),
    aug1944toDec1944: column('1944-08', '1944-12', [
      'indianOcean 2',
      'atlantic W 4',
      'britishIsles',
      'northAmerica',
      'atlantic W 4',
      'atlantic W 4',
      'atlantic',
      'northAmerica A',
      'arctic 1',
      'brazilianCoast 2',
      'westAfricanCoast 2',
    ]),
    // Printed "1945 Gen-Apr" (002 L2376); E-WAR-END: patrols are assigned through 5/45 (000 L630, L693, L705), on it.
    jan1945toApr1945: column('1945-01', '1945-05', [
      'indianOcean 2',
      'atlantic W 4',
      'britishIsles',
      'northAmerica',
      'atlantic W 4',
      'atlantic 4',
      'atlantic 4',
      'atlantic 4',
      'arctic 1',
      'atlantic W 4',
      'westAfricanCoast 2',
    ]),
  },
  notes: {
    '1': {
      text: 'Type IX treat Mediterranean and Arctic as West African Coast',
      provenance: ['002 L2390', '000 L758'],
    },
    '2': {
      text: 'Type VII treat West African Coast, Brazilian Coast and Indian Ocean as Atlantic',
      provenance: ['002 L2391', '000 L764'],
    },
    '3': {
      text: 'Type VII (except VIID) treat Caribbean as Atlantic',
      provenance: ['002 L2392', '000 L764'],
    },
    '4': { text: 'Types IXD-2 and IXD/42 treat Atlantic as Indian Ocean', provenance: '002 L2393' },
    '5': {
      text: "Invasion: use the Atlantic encounter column on station; every '-' is an aircraft encounter",
      provenance: ['002 L2394', '000 L816'],
    },
  },
  substitutions: [
    {
      note: 1,
      types: IX,
      from: ['mediterranean', 'arctic'],
      to: 'westAfricanCoast',
      rule: '7.3.1',
      provenance: ['000 L758', '002 L2390'],
      interpretation: 'C-2',
    },
    {
      note: 2,
      types: VII,
      from: ['westAfricanCoast', 'brazilianCoast', 'indianOcean'],
      to: 'atlantic',
      rule: '7.3.2',
      provenance: ['000 L764', '002 L2391'],
      interpretation: 'C-2',
    },
    {
      note: 3,
      types: VII,
      from: ['caribbean'],
      to: 'atlantic',
      rule: '7.3.2',
      provenance: ['000 L764', '002 L2392'],
      interpretation: 'C-2',
    },
    {
      note: 4,
      types: ['IXD-2', 'IXD/42'],
      from: ['atlantic'],
      to: 'indianOcean',
      rule: '7.3.7',
      provenance: '002 L2393',
      interpretation: 'C-2',
    },
    {
      note: null,
      types: ['VIIC Flak'],
      from: ['mediterranean'],
      to: null,
      rule: '7.3.2',
      provenance: '000 L764',
      interpretation: 'Q-7.3.2',
    },
    {
      note: null,
      types: UBOAT_TYPES.filter((t) => !t.startsWith('VII')),
      from: ['invasion'],
      to: 'indianOcean',
      rule: '7.4.3',
      provenance: '000 L822',
    },
    {
      note: null,
      types: ['XIV'],
      from: ['britishIsles', 'mediterranean', 'arctic', 'indianOcean', 'invasion', 'spanishCoast'],
      to: 'atlantic',
      rule: '11.4.9',
      provenance: ['000 L1863', 'designed D30'],
    },
  ],
  minelaying: [
    {
      type: 'VIID',
      areas: ['britishIsles', 'northAmerica', 'caribbean'],
      provenance: ['000 L1827', '002 L2389'],
      interpretation: 'C-3',
    },
    { type: 'XB', areas: 'allButAtlantic', provenance: ['000 L1855', '002 L2389'], interpretation: 'C-3' },
  ],
};

// ---- Validation ----

const area = oneOf(PATROL_AREAS);
const types = arr(oneOf(UBOAT_TYPES), 'type');
const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');
const assignment = obj({
  area,
  wolfpack: bool,
  mission: nullable(oneOf(['abwehr'])),
  notes: arr(int({ min: 1, max: 5 }), 'note', { min: 0 }),
});

export const P1_SCHEMA: Check = obj({
  columns: record(P1_COLUMNS, rollTable(assignment, {}, { from: yearMonth, to: yearMonth })),
  notes: record(['1', '2', '3', '4', '5'], obj({ text: str, ...sourced })),
  substitutions: arr(
    obj({
      note: nullable(int({ min: 1, max: 5 })),
      types,
      from: arr(area, 'area'),
      to: nullable(area),
      rule: str,
      ...sourced,
    }),
    'substitution',
  ),
  minelaying: arr(
    obj({
      type: oneOf(UBOAT_TYPES),
      areas: either(arr(area, 'area'), oneOf(['all', 'allButAtlantic'])),
      ...sourced,
    }),
    'entry',
  ),
});
