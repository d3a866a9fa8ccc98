import type { YearMonth } from '../../charts';

// The game calendar both campaigns keep (The Hunted 10.11.4, 5.1; Beneath the Med 6.1 step 3, 7.5.9): months as
// 'YYYY-MM', only ever moving forward.

const index = (month: YearMonth): number => {
  const dash = month.indexOf('-');
  return Number(month.slice(0, dash)) * 12 + Number(month.slice(dash + 1)) - 1;
};

const fromIndex = (i: number): YearMonth =>
  `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}` as YearMonth;

/** The month `months` (≥ 0) after `month`. */
export function addMonths(month: YearMonth, months: number): YearMonth {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`the calendar never runs back: ${months}`);
  return fromIndex(index(month) + months);
}

/** The month `months` before `month` (a date that comes earlier, e.g. optional 14.11). */
export const monthsBefore = (month: YearMonth, months: number): YearMonth => fromIndex(index(month) - months);

/** Whole months from `from` to `to`. */
export const monthsBetween = (from: YearMonth, to: YearMonth): number => index(to) - index(from);

/** The months from `from` (included) to `to` (excluded). */
export const monthsFrom = (from: YearMonth, count: number): YearMonth[] => {
  const first = index(from);
  return Array.from({ length: count }, (_, i) => fromIndex(first + i));
};

/**
 * The service anniversary after `month`, every `every` months from `startDate`: a promotion roll is due then, and
 * rolls missed are not made up (The Hunted 11.2.3-11.2.4; Beneath the Med 7.9.2).
 */
export function nextAnniversary(startDate: YearMonth, month: YearMonth, every: number): YearMonth {
  const years = Math.floor(monthsBetween(startDate, month) / every) + 1;
  return addMonths(startDate, years * every);
}
