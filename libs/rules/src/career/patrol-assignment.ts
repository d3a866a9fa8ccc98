import {
  routeById,
  type AccessResult,
  type ChartPack,
  type P1Column,
  type PatrolArea,
  type PatrolAssignment,
  type UBoatType,
  type YearMonth,
} from '../charts';
import type { DiceSource } from '../dice';
import { RuleNotImplemented } from '../errors';
import type { PatrolAssigned, RuleApplied } from './events';
import { roll, rollOn, type RecordedRoll } from './rolls';
import type { Career, CareerState } from './state';
import { requireStep } from './violations';

const PERMANENT_ARCTIC_ON = 3; // 7.3.5: 1d6 1-3 (000 L780)
const MAX_REROLLS = 20; // "re-roll if not allowed" (7.3.2) can only loop a few times on any real column

/** 7.0–7.4: roll [P1] in the column of the patrol's month, apply the type's restrictions, and pick its route. */
export function assignPatrol(state: CareerState, dice: DiceSource, charts: ChartPack): PatrolAssigned[] {
  requireStep(state, 'inPort', '7.0', 'AssignPatrol');
  const career = state.career as Career;
  if (career.base === 'penang') throw new RuleNotImplemented('4.7.5', 'patrols from Penang');
  // 5.1: no [P1] column after 4/45 — in May 1945 the war, and the career, end (Rules engine II).
  if (!Object.values(charts.P1.columns).some((c) => career.date <= c.to))
    throw new RuleNotImplemented(
      '5.1',
      `the career ends in ${career.date}: no patrol is assigned after 4/45`,
    );
  const rulesApplied: RuleApplied[] = [];
  let p1: RecordedRoll | null = null;
  let assignment: PatrolAssignment;
  if (career.permanentAssignment) {
    assignment = { area: career.permanentAssignment, wolfpack: false, mission: null, notes: [] }; // 7.3.4, 7.3.5
  } else if (career.uboatType === 'IXD-2' && state.patrolsCompleted === 0) {
    assignment = { area: 'indianOcean', wolfpack: false, mission: null, notes: [] }; // 7.3.7: always, no [P1]
    rulesApplied.push({ rule: '7.3.7', from: 'P1', to: 'indianOcean' });
  } else {
    const rolled = rollAssignment(career, dice, charts, rulesApplied);
    p1 = rolled.roll;
    assignment = rolled.assignment;
  }
  const penang: PenangCheck = { roll: null };
  const route = routeFor(career, assignment.area, dice, charts, rulesApplied, penang);
  const arctic = route.area === 'arctic' && !career.permanentAssignment ? rollPermanentArctic(dice) : null;
  const permanentAssignment =
    career.permanentAssignment ?? (arctic && arctic.total <= PERMANENT_ARCTIC_ON ? 'arctic' : null);
  return [
    {
      type: 'PatrolAssigned',
      data: {
        number: state.patrolsCompleted + 1,
        date: career.date,
        roll: p1,
        area: route.area,
        wolfpack: assignment.wolfpack,
        mission: assignment.mission ?? (route.mines ? 'mines' : null),
        rulesApplied,
        routeId: route.id,
        boxes: routeById(charts.patrolRoutes, route.id).boxes,
        permanentArcticRoll: arctic,
        permanentAssignment,
        penangRoll: penang.roll,
        rebaseTo: route.rebaseTo ?? null,
      },
    },
  ];
}

export const p1ColumnFor = (charts: ChartPack, date: YearMonth): P1Column => {
  const column = Object.values(charts.P1.columns).find((c) => c.from <= date && date <= c.to);
  if (!column) throw new RangeError(`no [P1] column covers ${date}`);
  return column;
};

function rollAssignment(career: Career, dice: DiceSource, charts: ChartPack, applied: RuleApplied[]) {
  const column = p1ColumnFor(charts, career.date);
  const chart = `P1 ${Object.entries(charts.P1.columns).find(([, c]) => c === column)?.[0]}`;
  for (let attempt = 0; attempt < MAX_REROLLS; attempt++) {
    const { roll: p1, result } = rollOn(dice, column, chart, { purpose: 'patrol assignment', rule: '7.0' });
    const area = substitute(career.uboatType, result, charts, applied);
    if (area) return { roll: p1, assignment: { ...result, area } };
  }
  throw new RangeError(`[P1] gave no allowed patrol for a ${career.uboatType} in ${MAX_REROLLS} rolls`);
}

/** 7.3.1, 7.3.2, 7.3.7, 7.4.3, 11.4.9: read a result the type may not fly as another area; null = re-roll. */
function substitute(
  type: UBoatType,
  result: PatrolAssignment,
  charts: ChartPack,
  applied: RuleApplied[],
): PatrolArea | null {
  const rule = charts.P1.substitutions.find(
    (s) =>
      s.types.includes(type) &&
      s.from.includes(result.area) &&
      (s.note === null || result.notes.includes(s.note)),
  );
  if (!rule) return result.area;
  applied.push({ rule: rule.rule, from: result.area, to: rule.to ?? 're-roll' });
  return rule.to;
}

interface ChosenRoute {
  readonly id: string;
  readonly area: PatrolArea;
  readonly mines: boolean;
  /** 7.3.7: the route ends at Penang, the boat's new base. */
  readonly rebaseTo?: 'penang';
}

/** The 7.3.7 roll, when one is made. */
interface PenangCheck {
  roll: RecordedRoll | null;
}

/** The row of travel boxes the type flies for an area (reconstructed boards; 7.3.3 first/later Mediterranean). */
function routeFor(
  career: Career,
  area: PatrolArea,
  dice: DiceSource,
  charts: ChartPack,
  applied: RuleApplied[],
  penang: PenangCheck,
): ChosenRoute {
  const access = charts.patrolRoutes.access[area as AccessResult]?.[career.uboatType];
  if (!access) throw new RangeError(`no route access for ${area} / ${career.uboatType}`);
  switch (access.kind) {
    case 'route': {
      if (access.penangCheck) {
        // 7.3.7: 1d6 1-2 the boat sails on to Penang and is based there.
        penang.roll = roll(dice, '1d6', { purpose: 'rebased to Penang (1-2)', rule: '7.3.7' });
        if (penang.roll.total <= access.penangCheck.onOrBelow)
          return {
            id: access.penangCheck.route,
            area,
            mines: access.mission === 'mines',
            rebaseTo: 'penang',
          };
      }
      const later = access.laterRoute && career.mediterraneanPatrols > 0;
      return {
        id: later ? (access.laterRoute as string) : access.route,
        area,
        mines: access.mission === 'mines',
      };
    }
    case 'readAs':
      applied.push({ rule: 'board', from: area, to: access.area });
      return access.route
        ? { id: access.route, area: access.area, mines: access.mission === 'mines' }
        : routeFor(career, access.area, dice, charts, applied, penang);
    default:
      throw new RangeError(`${area} cannot be flown by a ${career.uboatType} (${access.kind})`);
  }
}

const rollPermanentArctic = (dice: DiceSource): RecordedRoll =>
  roll(dice, '1d6', { purpose: 'permanent Arctic assignment (1-3)', rule: '7.3.5' });
