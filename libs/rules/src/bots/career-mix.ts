import { defaultChartPack, UBOAT_TYPES, type UBoatType, type YearMonth } from '../charts';
import { VIIC_FLAK_LAST_SAILING } from '../career/common/special-types';

// Not 1945-05: 4.2.1 allows it, but no [P1] column covers it (AssignPatrol throws a RangeError).
const START_DATES: readonly YearMonth[] = ['1943-07', '1943-11', '1944-04', '1944-09', '1945-02', '1945-04'];

/**
 * The i-th career of a fixed rotation over every boat type and start dates 7/43-4/45 (4.2.1, 4.2.2); a VIIC Flak
 * starts by its last sailing month (11.4.7).
 */
export function careerMix(i: number): { uboatType: UBoatType; startDate: YearMonth } {
  const uboatType = UBOAT_TYPES[i % UBOAT_TYPES.length];
  const date = START_DATES[Math.floor(i / UBOAT_TYPES.length) % START_DATES.length];
  const available = defaultChartPack.uboatBoards.boards[uboatType].identity.available.value;
  const last = uboatType === 'VIIC Flak' ? VIIC_FLAK_LAST_SAILING : null;
  const startDate = date < available ? available : last !== null && date > last ? last : date;
  return { uboatType, startDate };
}
