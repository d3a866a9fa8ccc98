import type { CampaignRuleset } from '../../campaigns';
import type { YearMonth } from '../../charts';
import { violation } from '../model/violations';

/**
 * 4.2.1 (both campaigns): a career starts within its campaign's calendar, on a boat already in service (The Hunted
 * names that 4.2.2). `boat` names the boat as the message says it.
 */
export function checkStartMonth(
  campaign: Pick<CampaignRuleset, 'calendar'>,
  startDate: YearMonth,
  boat: { readonly name: string; readonly available: YearMonth; readonly rule: string },
): void {
  const { start, end } = campaign.calendar;
  if (startDate > end.value || startDate < start.value)
    throw violation(
      '4.2.1',
      'career/start-date-not-allowed',
      `A career starts between ${start.value} and ${end.value}`,
    );
  if (startDate < boat.available)
    throw violation(
      boat.rule,
      'career/boat-not-available',
      `The ${boat.name} is in service from ${boat.available}`,
    );
}

/** 5.1 (both campaigns): an agreed last month is not before the start; null when none is agreed. */
export function agreedEnd(startDate: YearMonth, endDate: YearMonth | undefined): YearMonth | null {
  if (endDate !== undefined && endDate < startDate)
    throw violation('5.1', 'career/start-date-not-allowed', `The agreed end ${endDate} is before the start`);
  return endDate ?? null;
}
