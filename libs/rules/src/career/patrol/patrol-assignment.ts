import {
  RANKS,
  routeById,
  type AccessResult,
  type ChartPack,
  type P1Column,
  type PatrolArea,
  type PatrolAssignment,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import type { DiceSource } from '../../dice';
import { careerEnded } from '../port/victory';
import type { CareerCommand } from '../model/commands';
import type { CareerEnded, PatrolAssigned, RuleApplied } from '../model/events';
import type { DeckGunChecked, PatrolRequested } from '../model/events-port';
import { deckGunCheck, deckGunCheckDue } from '../port/refit-upgrades';
import { minelayingRoute } from '../common/special-types';
import { roll, rollOn, type RecordedRoll } from '../model/rolls';
import type { Base, Career, CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { patrolChoiceOn } from '../options/kommandant';
import { westAfricaAccess, westAfricaOpen } from '../options/patrol-areas';

/** 13.5.2: the tournament patrol is the Atlantic, with no [P1] roll (and no 7.2.2 roll: 13.5.4 replaces it). */
const tournamentPatrol = (state: CareerState): boolean =>
  state.career?.options.wolfpackTournament === true && state.patrolsCompleted === 0;

type AssignPatrol = Extract<CareerCommand, { type: 'AssignPatrol' }>;

const PERMANENT_ARCTIC_ON = 3; // 7.3.5: 1d6 1-3 (000 L780)
const MAX_REROLLS = 20; // "re-roll if not allowed" (7.3.2) can only loop a few times on any real column
const KKPT = RANKS.indexOf('KKpt');

/**
 * 7.0–7.4: roll [P1] in the column of the patrol's month (or the Penang table, 4.7.5), apply the type's
 * restrictions, and pick its route; a KptLt or higher may ask for an area (11.2.1); the deck gun is checked once
 * the patrol is known (10.11.8). With no [P1] column for the month the war is over (5.1.1).
 */
export function assignPatrol(
  state: CareerState,
  command: AssignPatrol,
  dice: DiceSource,
  charts: ChartPack,
): (PatrolRequested | PatrolAssigned | DeckGunChecked | CareerEnded)[] {
  requireStep(state, 'inPort', '7.0', 'AssignPatrol');
  const career = state.career as Career;
  const { deckGunShift = 0 } = command.data;
  const requestedArea = command.data.requestedArea as PatrolArea | null | undefined; // no [P1] column holds another game's area
  if (!Object.values(charts.P1.columns).some((c) => career.date <= c.to))
    return [
      careerEnded(state, 'warOver', '5.1.1', `no patrol is assigned in ${career.date}: the war is over`),
    ];
  if (requestedArea !== undefined && requestedArea !== null && !mayRequest(state, requestedArea, charts))
    throw violation(
      '11.2.1',
      'command/option-not-offered',
      `The Kommandant cannot ask for ${requestedArea} now`,
    );
  if (deckGunShift !== 0 && !deckGunShiftAllowed(state, charts))
    throw violation(
      '10.11.8',
      'command/option-not-offered',
      'Only a KKpt or higher shifts the deck-gun roll',
    );
  const rulesApplied: RuleApplied[] = [];
  const request = requestedArea ? patrolRequest(state, requestedArea, dice, charts) : null;
  let p1: RecordedRoll | null = null;
  let assignment: PatrolAssignment;
  let route: ChosenRoute;
  const penang: PenangCheck = { roll: null };
  if (career.base === 'penang') {
    const next = penangPatrol(career, dice, charts, rulesApplied); // 4.7.5
    p1 = next.roll;
    route = next.route;
    assignment = { area: route.area, wolfpack: false, mission: null, notes: [] };
  } else {
    if (tournamentPatrol(state)) {
      assignment = { area: 'atlantic', wolfpack: false, mission: null, notes: [] }; // 13.5.2: no [P1], 13.5.4 not 7.2.2
      rulesApplied.push({ rule: '13.5.2', from: 'P1', to: 'atlantic' });
    } else if (request?.data.granted) {
      assignment = requestedAssignment(career, request.data.area, charts); // 11.2.1
      rulesApplied.push({ rule: '11.2.1', from: 'P1', to: assignment.area });
    } else if (career.permanentAssignment) {
      assignment = { area: career.permanentAssignment, wolfpack: false, mission: null, notes: [] }; // 7.3.4, 7.3.5
    } else if (firstIndianOceanPatrol(state)) {
      assignment = { area: 'indianOcean', wolfpack: false, mission: null, notes: [] }; // 7.3.7: always, no [P1]
      rulesApplied.push({ rule: '7.3.7', from: 'P1', to: 'indianOcean' });
    } else {
      const rolled = rollAssignment(career, dice, charts, rulesApplied);
      p1 = rolled.roll;
      assignment = rolled.assignment;
    }
    route = routeFor(career, assignment.area, dice, charts, rulesApplied, penang);
  }
  const arctic = route.area === 'arctic' && !career.permanentAssignment ? rollPermanentArctic(dice) : null;
  const permanentAssignment =
    career.permanentAssignment ?? (arctic && arctic.total <= PERMANENT_ARCTIC_ON ? 'arctic' : null);
  const assigned: PatrolAssigned = {
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
  };
  const gun = deckGunCheck(state, route.area, deckGunShift, dice, charts);
  return [...(request ? [request] : []), assigned, ...gun];
}

const firstIndianOceanPatrol = (state: CareerState) =>
  (state.career as Career).uboatType === 'IXD-2' && state.patrolsCompleted === 0;

const p1ColumnFor = (charts: ChartPack, date: YearMonth): P1Column => {
  const column = Object.values(charts.P1.columns).find((c) => c.from <= date && date <= c.to);
  if (!column) throw new RangeError(`no [P1] column covers ${date}`);
  return column;
};

/**
 * 11.2.1: the areas a KptLt or higher may ask for now — those of the month's [P1] column his type flies as they
 * are; none while permanently in the Arctic, the Mediterranean or the Indian Ocean (Penang), nor on an IXD-2's
 * first patrol (7.3.7).
 */
function requestableAreas(state: CareerState, charts: ChartPack): PatrolArea[] {
  const career = state.career as Career;
  const cells = requestColumn(state, charts)?.rows.map((row) => row.result) ?? [];
  return [...new Set(cells.filter((cell) => flies(career, cell, charts)).map((cell) => cell.area))];
}

/** 11.2.1: the Kommandant may ask for this area now (requestableAreas, without listing them). */
function mayRequest(state: CareerState, area: PatrolArea, charts: ChartPack): boolean {
  const career = state.career as Career;
  const rows = requestColumn(state, charts)?.rows ?? [];
  return rows.some((row) => row.result.area === area && flies(career, row.result, charts));
}

/** The month's [P1] column when the Kommandant may ask for an area (see requestableAreas), else null. */
function requestColumn(state: CareerState, charts: ChartPack): P1Column | null {
  const career = state.career as Career;
  const on = patrolChoiceOn(state, charts); // 11.2.1, 14.15 #16
  if (
    on === null ||
    career.permanentAssignment ||
    career.base === 'penang' ||
    firstIndianOceanPatrol(state) ||
    tournamentPatrol(state) // 13.5.2: the Atlantic is assigned
  )
    return null;
  return Object.values(charts.P1.columns).find((c) => c.from <= career.date && career.date <= c.to) ?? null;
}

/** The type flies a [P1] cell as it is. */
const flies = (career: Career, cell: PatrolAssignment, charts: ChartPack): boolean =>
  westAfricaOpen(career, cell.area) || substitute(career.uboatType, cell, charts, []) === cell.area;

/** AssignPatrol's parameters now: the area asked for (11.2.1) and the deck-gun shift (10.11.8), when allowed. */
export function assignmentChoices(state: CareerState, charts: ChartPack): Record<string, readonly unknown[]> {
  const areas = requestableAreas(state, charts);
  return {
    ...(areas.length > 0 ? { requestedArea: [null, ...areas] } : {}), // null: no request (JSON-safe)
    ...(deckGunShiftAllowed(state, charts) ? { deckGunShift: [0, 1, -1] } : {}),
  };
}

/** 10.11.8: a KKpt or higher with a deck gun that will be checked may shift the roll. */
const deckGunShiftAllowed = (state: CareerState, charts: ChartPack): boolean =>
  RANKS.indexOf((state.career as Career).rank) >= KKPT && deckGunCheckDue(state, charts);

/** 11.2.1: 1d6 ≤ the rank's number (KptLt 1, KKpt 2, FKpt and KptzS 3, C-22) grants the area asked for. */
function patrolRequest(
  state: CareerState,
  area: PatrolArea,
  dice: DiceSource,
  charts: ChartPack,
): PatrolRequested {
  const on = patrolChoiceOn(state, charts) ?? 0; // 11.2.1, 14.15 #16
  const r = roll(dice, '1d6', { purpose: `patrol requested (1-${on})`, rule: '11.2.1' });
  return { type: 'PatrolRequested', data: { area, roll: r, granted: r.total <= on } };
}

/** 11.2.1: the area asked for, as its first cell in the month's column reads it (wolfpack, mission). */
function requestedAssignment(career: Career, area: PatrolArea, charts: ChartPack): PatrolAssignment {
  const cell = p1ColumnFor(charts, career.date).rows.find((row) => row.result.area === area);
  return cell ? cell.result : { area, wolfpack: false, mission: null, notes: [] };
}

function rollAssignment(career: Career, dice: DiceSource, charts: ChartPack, applied: RuleApplied[]) {
  const column = p1ColumnFor(charts, career.date);
  const chart = `P1 ${Object.entries(charts.P1.columns).find(([, c]) => c === column)?.[0]}`;
  for (let attempt = 0; attempt < MAX_REROLLS; attempt++) {
    const { roll: p1, result } = rollOn(dice, column, chart, { purpose: 'patrol assignment', rule: '7.0' });
    const area = westAfricaOpen(career, result.area)
      ? result.area
      : substitute(career.uboatType, result, charts, applied); // 14.10
    // 7.2.1, E-WOLFPACK-AREA: (W) marks an Atlantic patrol; a cell read as another area is no wolfpack.
    if (area)
      return { roll: p1, assignment: { ...result, area, wolfpack: result.wolfpack && area === result.area } };
  }
  throw new RangeError(`[P1] gave no allowed patrol for a ${career.uboatType} in ${MAX_REROLLS} rolls`);
}

/**
 * 7.3.1, 7.3.2, 7.3.7, 7.4.3, 11.4.9: read a result the type may not fly as another area; null = re-roll. C-2: a
 * substitution applies to every cell of its area, with its printed superscript or without (002 L2378, L2383).
 */
function substitute(
  type: UBoatType,
  result: PatrolAssignment,
  charts: ChartPack,
  applied: RuleApplied[],
): PatrolArea | null {
  const rule = charts.P1.substitutions.find((s) => s.types.includes(type) && s.from.includes(result.area));
  if (!rule) return result.area;
  applied.push({ rule: rule.rule, from: result.area, to: rule.to ?? 're-roll' });
  return rule.to;
}

interface ChosenRoute {
  readonly id: string;
  readonly area: PatrolArea;
  readonly mines: boolean;
  /** 7.3.7, 4.7.5: the route ends at another base, the boat's new one. */
  readonly rebaseTo?: Base;
}

/** The 7.3.7 roll, when one is made. */
interface PenangCheck {
  roll: RecordedRoll | null;
}

/** 4.7.5: after a refit at Penang, 1d6: 1-2 home to France, 3 to Norway (the Indian Ocean row reversed), 4-5 the Indian Ocean, 6 Australia. */
function penangPatrol(career: Career, dice: DiceSource, charts: ChartPack, applied: RuleApplied[]) {
  const access = charts.patrolRoutes.access.penangNextPatrol[career.uboatType];
  if (access.kind !== 'penang') throw new RangeError(`a ${career.uboatType} is not based at Penang`);
  const { roll: r, result } = rollOn(dice, charts.penang, 'Penang', {
    purpose: 'next patrol',
    rule: '4.7.5',
  });
  applied.push({ rule: '4.7.5', from: 'P1', to: result });
  const routes: Record<typeof result, ChosenRoute> = {
    returnToFrance: { id: access.returnHome, area: 'indianOcean', mines: false, rebaseTo: 'france' },
    returnToNorway: { id: access.returnHome, area: 'indianOcean', mines: false, rebaseTo: 'norway' },
    indianOcean: { id: access.indianOcean, area: 'indianOcean', mines: false },
    australia: { id: access.australia, area: 'australia', mines: false },
  };
  return { roll: r, route: routes[result] };
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
  const access =
    westAfricaAccess(career, area, charts) ??
    charts.patrolRoutes.access[area as AccessResult]?.[career.uboatType]; // 14.10
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
            mines: minelayingRoute(access.mission),
            rebaseTo: 'penang',
          };
      }
      const later = access.laterRoute && career.mediterraneanPatrols > 0;
      return {
        id: later ? (access.laterRoute as string) : access.route,
        area,
        mines: minelayingRoute(access.mission),
      };
    }
    case 'readAs':
      applied.push({ rule: 'board', from: area, to: access.area });
      return access.route
        ? { id: access.route, area: access.area, mines: minelayingRoute(access.mission) }
        : routeFor(career, access.area, dice, charts, applied, penang);
    default:
      throw new RangeError(`${area} cannot be flown by a ${career.uboatType} (${access.kind})`);
  }
}

const rollPermanentArctic = (dice: DiceSource): RecordedRoll =>
  roll(dice, '1d6', { purpose: 'permanent Arctic assignment (1-3)', rule: '7.3.5' });
