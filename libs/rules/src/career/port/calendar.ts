import type { ChartPack, UBoatType, YearMonth } from '../../charts';
import { addMonths, monthsFrom } from '../common/months';
import type { DiceSource } from '../../dice';
import type { BoatReturned, RefitCompleted } from '../model/events-port';
import { timeInPort, type Refit } from '../model/port';
import { roll } from '../model/rolls';
import { careerOf, type Base, type Career, type CareerState } from '../model/state';
import { replenishmentRefitMonths } from '../options/replenishment';
import type { ServiceRecord } from '../model/service';

// The game calendar (10.11.4, 5.1): months as 'YYYY-MM', only ever moving forward, and the Kommandant's service.

export { addMonths, monthsBefore, monthsFrom } from '../common/months';

/** 10.11.6: the P months after the patrol month (one for Types IX, XB, XII, XIV, XXI, VIID; three for an IXD-2). */
export const extendedPatrolMonths = (type: UBoatType, charts: ChartPack): number =>
  charts.M1.items
    .filter((item) => item.code === 'P' && item.types?.includes(type))
    .reduce((months, item) => months + item.months, 0);

/** 5.1.1: the last month a patrol can start ([P1] has no column after it). */
export const lastPatrolMonth = (charts: ChartPack): YearMonth =>
  Object.values(charts.P1.columns)
    .map((c) => c.to)
    .reduce((last, to) => (to > last ? to : last));

/** A career's service record at its start. */
export const newServiceRecord = (startDate: YearMonth): ServiceRecord => ({
  successfulPatrols: 0,
  failedPatrolsInARow: 0,
  startDate,
  promotionDue: null,
  period: { shipsSunk: 0, failedPatrols: 0, knightsCross: false },
  finalPromotionRolled: false,
  tonnageAtLastGrade: 0,
  capitalShipsThisPatrol: 0,
  capitalShipsSunk: [],
  gradeWonThisPatrol: false,
  invasionTargetDeclined: false,
  newUBoatRequests: 0,
});

export const RELIEVED_ON = 2; // 7.4.3: 1d6 1-2 relieved of command (000 L820)

/** 10.9.6, Q-11, E-ABORT-SHARE: an aborted extended patrol writes the P months of the share it made. */
function pMonths(career: Career, port: Refit, charts: ChartPack): number {
  const full = extendedPatrolMonths(career.uboatType, charts);
  if (!port.patrol.aborted) return full;
  return Math.min(full, Math.floor(port.patrol.share * (full + 1)));
}

/** 4.7: where the boat comes back to (the patrol's rebasing, 7.3.7 and 4.7.5, is already applied). */
function baseOnReturn(career: Career, port: Refit, returned: YearMonth, charts: ChartPack): Base {
  const p = port.patrol;
  let base = career.base;
  if (p.area === 'mediterranean' && !p.aborted)
    base = 'mediterranean'; // 7.3.4
  else if (career.permanentAssignment === 'arctic')
    base = 'norway'; // 4.7.2
  else if (base === 'germany' && !p.abortedBack) base = 'france'; // 4.7.3
  return base === 'france' && returned >= charts.penang.franceClosedFrom ? 'norway' : base; // 4.7.1, 4.7.5
}

/** 3-A, 7.5, 10.11.6: the patrol month and its P months in the log, the base, and 7.4.3's relief roll. */
export function boatReturned(state: CareerState, dice: DiceSource, charts: ChartPack): BoatReturned[] {
  const career = careerOf(state);
  const port = state.port as Refit;
  const replenished = replenishmentRefitMonths(state, charts); // 14.9.6: a P for the time replenishing
  const atSea = monthsFrom(career.date, 1 + pMonths(career, port, charts) + replenished);
  const returned = addMonths(career.date, atSea.length);
  const mediterranean = port.patrol.area === 'mediterranean' && !port.patrol.aborted; // 7.3.4
  const relief = career.service.invasionTargetDeclined
    ? roll(dice, '1d6', { purpose: `relieved of command (1-${RELIEVED_ON})`, rule: '7.4.3' })
    : null;
  const data: BoatReturned['data'] = {
    patrol: port.patrol.number,
    success: port.patrol.success,
    atSea,
    returned,
    base: baseOnReturn(career, port, returned, charts),
    permanentAssignment: mediterranean ? 'mediterranean' : career.permanentAssignment,
    relief: relief ? { roll: relief, relieved: relief.total <= RELIEVED_ON } : null,
  };
  return [{ type: 'BoatReturned', data }];
}

/** 10.11.4, 5.1.2: the months in port, the next patrol month; the war's end or the agreed date ends the career. */
export function completeRefit(state: CareerState, charts: ChartPack): RefitCompleted[] {
  const port = state.port as Refit;
  const endDate = careerOf(state).endDate;
  const months = timeInPort(port);
  const nextPatrol = addMonths(port.returned, months);
  const end =
    nextPatrol > lastPatrolMonth(charts)
      ? 'warOver'
      : endDate !== null && nextPatrol > endDate
        ? 'endDate'
        : null;
  return [{ type: 'RefitCompleted', data: { inPort: monthsFrom(port.returned, months), nextPatrol, end } }];
}
