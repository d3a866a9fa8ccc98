import { BENEATH_THE_MED, medChart } from '../../campaigns';
import {
  MED_START,
  medBoardOf,
  type AssignmentChart,
  type MedArea,
  type MedAssignment,
  type MedRouteId,
} from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { formatSpan, rowFor } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import { onChart, roll, type RecordedRoll } from '../model/rolls';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import type { MedAssignment as MedAssigned, MedCareer, MedRouteBox } from '../model/med';
import type { PatrolAssigned } from '../model/events';

type AssignPatrol = Extract<CareerCommand, { type: 'AssignPatrol' }>;

const SINGAPORE_MONTHS = 4; // 6.5 (004 L1249-1252): two months each way

/**
 * 6.1 step 1, 6.2-6.5: roll the base's chart (A1a in the Mediterranean, A1b at BETASOM) in the column of the month;
 * the patrol lasts the class's months (6.2.2); a boat that starts at BETASOM sails its first patrol from Italy through
 * Gibraltar (6.4); a transfer ends the patrol at the other base (6.3, 6.4); once on a Singapore run, always (6.5).
 */
export function assignMedPatrol(
  state: MedState,
  command: AssignPatrol,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): PatrolAssigned<'beneath-the-med'>[] {
  requireStep(state, 'inPort', '6.1', 'AssignPatrol');
  const career = state.career as MedCareer;
  const boards = medChart(pack, 'statusBoards');
  const chart: 'A1a' | 'A1b' = career.base === 'mediterranean' ? 'A1a' : 'A1b';
  const request = patrolRequest(career, command.data.requestedArea, medChart(pack, chart), dice);
  const rolled =
    career.singaporeRuns || request?.granted
      ? null
      : rollAssignment(medChart(pack, chart), chart, career, dice);
  const assignment: MedAssignment = request?.granted
    ? { area: request.area, mission: null }
    : (rolled?.result ?? { area: 'singapore', mission: null });
  const transferTo = assignment.transferTo ?? null;
  const singapore = assignment.area === 'singapore';
  const routeId: MedRouteId = singapore
    ? 'singapore'
    : career.fromItaly || transferTo === 'betasom'
      ? 'toBetasom'
      : transferTo === 'mediterranean'
        ? 'toMediterranean'
        : career.base;
  const months = singapore ? SINGAPORE_MONTHS : medBoardOf(boards, career.uboatType).patrolMonths.value;
  const route = boards.routes[routeId];
  const boxes = route.boxes.flatMap((kind): MedRouteBox[] =>
    kind === 'area'
      ? Array.from({ length: months + 1 }, () => ({ kind, area: assignment.area, rolls: route.rolls }))
      : [{ kind, area: null, rolls: route.rolls }],
  );
  const endsAt = routeId === 'toBetasom' ? 'betasom' : (transferTo ?? career.base);
  return [
    {
      type: 'PatrolAssigned',
      data: {
        number: state.patrolsCompleted + 1,
        date: career.date,
        request,
        rolls: rolled?.rolls ?? [],
        chart: rolled ? chart : null,
        area: assignment.area,
        mission: assignment.mission,
        months,
        routeId,
        boxes,
        rebaseTo: endsAt === career.base ? null : endsAt,
      },
    },
  ];
}

/**
 * 7.9.1: a Capitano di Corvetta or higher may ask for an area of the month's column of his base's chart; granted
 * on 1d6 at or below his rank's number, he takes it (as an ordinary patrol, Q-BTM-REQUEST), else he rolls as usual.
 */
function patrolRequest(
  career: MedCareer,
  area: AssignPatrol['data']['requestedArea'],
  chart: AssignmentChart,
  dice: DiceSource,
): MedAssigned['request'] {
  if (area === undefined || area === null) return null;
  if (!requestableAreas(career, chart).includes(area as MedArea))
    throw violation('7.9.1', 'command/option-not-offered', `The Comandante cannot ask for ${area} now`);
  const on = MED_START.patrolRequestOn.value[career.rank] ?? 0;
  const r = roll(dice, '1d6', { purpose: `patrol requested (1-${on})`, rule: '7.9.1' });
  return { area: area as MedArea, roll: r, granted: r.total <= on };
}

/** 7.9.1: the areas of the month's column the class may take, for a rank that may ask (none on Singapore runs). */
export function requestableAreas(career: MedCareer, chart: AssignmentChart): MedArea[] {
  if (!MED_START.patrolRequestOn.value[career.rank] || career.singaporeRuns) return [];
  const cells = columnOf(chart, career)[1].rows.map((row) => row.result);
  const areas = cells.filter((c) => c.transferTo === undefined && c.area !== 'singapore').map((c) => c.area);
  return [...new Set(areas)];
}

const columnOf = (chart: AssignmentChart, career: MedCareer) => {
  const entry = Object.entries(chart.columns).find(([, c]) => c.from <= career.date && career.date <= c.to);
  if (!entry) throw new RangeError(`no column covers ${career.date}`);
  return entry;
};

const MAX_ROLLS = 20; // a cell the class may not take is rolled again; a real column needs a few at most

/** The column of the month, rolled until the class may take the cell (6.4, MED_SOURCES D5). */
function rollAssignment(chart: AssignmentChart, id: 'A1a' | 'A1b', career: MedCareer, dice: DiceSource) {
  const [name, column] = columnOf(chart, career);
  const rolls: RecordedRoll[] = [];
  for (let attempt = 0; attempt < MAX_ROLLS; attempt++) {
    const r = roll(dice, column.die, { purpose: 'patrol assignment', rule: '6.2.1' });
    const row = rowFor(column, r.total);
    rolls.push(onChart(r, `${id} ${name}`, formatSpan(row.roll)));
    if (mayTake(career, row.result)) return { rolls, result: row.result };
  }
  throw new RangeError(`${id} ${name}: no cell the ${career.uboatType} may take in ${MAX_ROLLS} rolls`);
}

/** 6.4 (004 L1217-1219): short-range classes never go to BETASOM; only those 6.6 rolls for may. */
const mayTake = (career: MedCareer, cell: MedAssignment): boolean =>
  cell.transferTo !== 'betasom' || MED_START.startingBase.rolledBy.value.includes(career.uboatType);
