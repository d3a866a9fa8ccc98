import type { InterpretationId, RollTable, SourceRef, YearMonth } from '../../charts';
import {
  arr,
  nullable,
  obj,
  oneOf,
  optional,
  pattern,
  record,
  rollTable,
  sourced,
  type Check,
} from '../../charts/schema';
import { YEAR_MONTH_PATTERN } from '../../charts/vocabulary';
import type { MedBase } from './vocabulary';

/** The patrol areas of A1a (the Mediterranean) and A1b (BETASOM), MED_SOURCES D3. */
export const MED_AREAS = [
  'westernMed',
  'centralMed',
  'easternMed',
  'spanishCoast',
  'northAtlantic',
  'westAfrica',
  'caribbean',
  'brazil',
  'singapore',
] as const;
export type MedArea = (typeof MED_AREAS)[number];

/** 6.7 (004 L1294-1301, L1451-1462): the special missions of A1a (-S, -M, -C, -I, -A) and A1b (-W). */
export const MED_MISSIONS = ['S', 'M', 'C', 'I', 'A', 'W'] as const;
export type MedMission = (typeof MED_MISSIONS)[number];

/** A cell of A1a or A1b: the area, its mission, and a transfer to the other base (6.3, 6.4). */
export interface MedAssignment {
  readonly area: MedArea;
  readonly mission: MedMission | null;
  /** The patrol ends at the other base; a class not eligible for BETASOM keeps the area without the transfer. */
  readonly transferTo?: MedBase;
}

export interface AssignmentColumn extends RollTable<MedAssignment> {
  readonly from: YearMonth;
  readonly to: YearMonth;
}

export interface AssignmentChart {
  readonly built: true;
  readonly columns: Readonly<Record<string, AssignmentColumn>>;
}

/** A box of a route: Transit, the Bay of Biscay, the Strait of Gibraltar, or the area (on station). */
export type MedBoxKind = 'transit' | 'biscay' | 'gibraltar' | 'area';

/** A route's boxes; `area` stands for the on-station boxes, as many as the patrol's months plus one (D6). */
export interface MedRoute {
  readonly boxes: readonly MedBoxKind[];
  /** Encounter rolls in each box (6.5: twice on the Singapore run). */
  readonly rolls: number;
  readonly provenance: SourceRef | readonly SourceRef[];
  readonly interpretation?: InterpretationId;
}

export const MED_ROUTE_IDS = [
  'mediterranean',
  'betasom',
  'toBetasom',
  'toMediterranean',
  'singapore',
] as const;
export type MedRouteId = (typeof MED_ROUTE_IDS)[number];

const month = pattern(YEAR_MONTH_PATTERN, 'a month such as 1941-06');

const cell: Check = obj({
  area: oneOf(MED_AREAS),
  mission: nullable(oneOf(MED_MISSIONS)),
  transferTo: optional(oneOf(['mediterranean', 'betasom'])),
});

export const assignmentCheck = (built: Record<string, Check>): Check =>
  obj({ ...built, columns: record(null, rollTable(cell, {}, { from: month, to: month })) });

/** The routes of the status boards (D6), one per kind of patrol. */
export const routesCheck: Check = record(
  MED_ROUTE_IDS,
  obj({
    boxes: arr(oneOf(['transit', 'biscay', 'gibraltar', 'area']), 'box', { min: 2 }),
    rolls: oneOf([1, 2]),
    ...sourced,
  }),
);
