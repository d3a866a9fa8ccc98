import { between, exactly, type SourceRef } from '../../charts';
import type {
  AssignmentChart,
  AssignmentColumn,
  MedArea,
  MedAssignment,
  MedMission,
  MedRoute,
  MedRouteId,
} from './assignment';

const CHART: SourceRef = 'designed D3';
const MISSION: SourceRef = 'designed D4';
const TRANSFER: SourceRef = 'designed D5';

type Cell = MedArea | [MedArea, MedMission] | ['transfer', MedAssignment];

/** A column: its months and the cells of 2d6 2 to 12 in order, a cell repeated over the totals it spans. */
function column(
  from: AssignmentColumn['from'],
  to: AssignmentColumn['to'],
  cells: readonly Cell[],
): AssignmentColumn {
  if (cells.length !== 11) throw new RangeError(`a 2d6 column has 11 totals, not ${cells.length}`);
  const rows = cells.map((c, i) => {
    const roll = exactly(i + 2);
    if (typeof c === 'string') return { roll, result: { area: c, mission: null }, provenance: CHART };
    if (c[0] === 'transfer') return { roll, result: c[1], provenance: [TRANSFER, CHART] as const };
    return { roll, result: { area: c[0], mission: c[1] }, provenance: [MISSION, CHART] as const };
  });
  return { from, to, die: '2d6', modified: false, rows: merged(rows) };
}

/** Neighbouring totals with the same cell become one row (7-8 rather than 7 and 8). */
function merged<
  R extends { roll: { min: number | null; max: number | null }; result: MedAssignment; provenance: unknown },
>(rows: R[]): R[] {
  return rows.reduce<R[]>((out, row) => {
    const last = out[out.length - 1];
    if (
      last &&
      JSON.stringify(last.result) === JSON.stringify(row.result) &&
      last.provenance === row.provenance
    )
      out[out.length - 1] = { ...last, roll: between(last.roll.min as number, row.roll.max as number) };
    else out.push(row);
    return out;
  }, []);
}

const toBetasom: Cell = ['transfer', { area: 'spanishCoast', mission: null, transferTo: 'betasom' }];
const toItaly: Cell = ['transfer', { area: 'westernMed', mission: null, transferTo: 'mediterranean' }];

/** A1a, the Mediterranean (6.2.1, 6.3, 6.7): designed, MED_SOURCES D3-D5. */
export const A1A: AssignmentChart = {
  built: true,
  columns: {
    '1940': column('1940-06', '1940-12', [
      ['easternMed', 'A'],
      ['westernMed', 'M'],
      'westernMed',
      'easternMed',
      'centralMed',
      'centralMed',
      'easternMed',
      'westernMed',
      ['centralMed', 'M'],
      'easternMed',
      toBetasom,
    ]),
    '1941': column('1941-01', '1941-12', [
      ['easternMed', 'A'],
      ['centralMed', 'C'],
      ['centralMed', 'S'],
      'westernMed',
      'easternMed',
      'centralMed',
      'easternMed',
      ['westernMed', 'I'],
      ['centralMed', 'M'],
      ['easternMed', 'S'],
      toBetasom,
    ]),
    '1942': column('1942-01', '1942-12', [
      ['westernMed', 'A'],
      ['centralMed', 'C'],
      ['centralMed', 'S'],
      'westernMed',
      'easternMed',
      'centralMed',
      'westernMed',
      ['centralMed', 'I'],
      ['easternMed', 'M'],
      ['easternMed', 'S'],
      'easternMed',
    ]),
    '1943': column('1943-01', '1943-08', [
      ['westernMed', 'A'],
      ['centralMed', 'C'],
      ['centralMed', 'S'],
      'westernMed',
      'centralMed',
      'centralMed',
      'westernMed',
      'easternMed',
      ['centralMed', 'M'],
      'westernMed',
      ['easternMed', 'S'],
    ]),
  },
};

/** A1b, BETASOM (6.2.1, 6.4, 6.5, 6.7.6): designed, MED_SOURCES D3-D5; the Caribbean from 1/42 (004 L1167-1169). */
export const A1B: AssignmentChart = {
  built: true,
  columns: {
    '1940': column('1940-06', '1940-12', [
      'spanishCoast',
      'westAfrica',
      'spanishCoast',
      'northAtlantic',
      'northAtlantic',
      'northAtlantic',
      'northAtlantic',
      'spanishCoast',
      'westAfrica',
      ['northAtlantic', 'W'],
      'spanishCoast',
    ]),
    '1941': column('1941-01', '1941-12', [
      toItaly,
      'westAfrica',
      'spanishCoast',
      'northAtlantic',
      'northAtlantic',
      'northAtlantic',
      'northAtlantic',
      'spanishCoast',
      'westAfrica',
      ['northAtlantic', 'W'],
      'westAfrica',
    ]),
    '1942': column('1942-01', '1942-12', [
      'brazil',
      'westAfrica',
      ['northAtlantic', 'W'],
      'northAtlantic',
      'caribbean',
      'caribbean',
      'caribbean',
      'brazil',
      'westAfrica',
      'spanishCoast',
      'caribbean',
    ]),
    '1943': column('1943-01', '1943-08', [
      'singapore',
      'westAfrica',
      ['northAtlantic', 'W'],
      'brazil',
      'westAfrica',
      'brazil',
      'caribbean',
      'northAtlantic',
      'spanishCoast',
      'westAfrica',
      'singapore',
    ]),
  },
};

const ROUTE: SourceRef = 'designed D6';

/** The routes (D6); `area` is the on-station boxes. */
export const MED_ROUTES: Readonly<Record<MedRouteId, MedRoute>> = {
  mediterranean: { boxes: ['transit', 'transit', 'area', 'transit', 'transit'], rolls: 1, provenance: ROUTE },
  betasom: {
    boxes: ['biscay', 'transit', 'area', 'transit', 'biscay'],
    rolls: 1,
    provenance: [ROUTE, '004 L679-687'],
  },
  toBetasom: {
    boxes: ['transit', 'gibraltar', 'area', 'transit', 'biscay'],
    rolls: 1,
    provenance: [ROUTE, '004 L1226-1233'],
  },
  toMediterranean: {
    boxes: ['biscay', 'gibraltar', 'area', 'transit', 'transit'],
    rolls: 1,
    provenance: [ROUTE, '004 L1102-1105'],
  },
  singapore: {
    boxes: ['transit', 'transit', 'transit', 'transit', 'transit', 'transit', 'transit', 'transit'],
    rolls: 2,
    provenance: [ROUTE, '004 L1240-1255'],
    interpretation: 'Q-BTM-SINGAPORE-BOXES',
  },
};
