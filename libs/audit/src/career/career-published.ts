import type { CareerEnded, CareerState, PatrolCompleted } from '@periscope/rules';
import { careerSummary, victoryLevel } from '@periscope/rules/career/port/victory';
import { playedCampaign } from '@periscope/rules/career/common/campaign';
import { firstDifference } from '../difference';
import { at, type Finding } from '../findings';
import { careerResult } from './career-result';
import type { FoldedEvent } from './replay-career';

type Check = (event: FoldedEvent, field: string, rule: string, expected: unknown, found: unknown) => void;

/**
 * (d) inside the career: what its own events publish, recomputed. CareerEnded's tonnage is the sum of the ShipSunk
 * tonnages and theoretical tons plus any carried over (5.2.1, 11.4.10.5); its patrols, victory level (5.2.2) and summary are recomputed by folding
 * the events before it; each PatrolCompleted counts the ships sunk on its patrol (7.5); the state folded from
 * every event has that tonnage. E-AUDIT-PUBLISHED.
 */
export function publishedByTheCareer(
  events: readonly FoldedEvent[],
  folded: CareerState | null,
  beforeEnd: CareerState | null,
): Finding[] {
  const findings: Finding[] = [];
  const check: Check = (event, field, rule, expected, found) => {
    const d = firstDifference(found, expected, `data.${field}`);
    if (d)
      findings.push({
        check: 'results',
        ...at(event),
        rule,
        ...d,
        message: `${field}: the events give ${JSON.stringify(d.expected)}, ${event.type} says ${JSON.stringify(d.found)}`,
        code: 'publishedDiffers',
      });
  };
  let sunkOnPatrol = 0;
  for (const [i, event] of events.entries()) {
    if (event.type === 'PatrolAssigned') sunkOnPatrol = 0;
    if (event.type === 'ShipSunk') sunkOnPatrol++;
    if (event.type === 'PatrolCompleted')
      check(event, 'shipsSunk', '7.5', sunkOnPatrol, (event.data as PatrolCompleted['data']).shipsSunk);
    if (event.type === 'CareerEnded')
      careerEnd(event, careerResult(events.slice(0, i)).tonnage, beforeEnd, check);
  }
  const last = events[events.length - 1];
  const tonnage = careerResult(events).tonnage;
  if (folded && last && folded.tonnage !== tonnage)
    findings.push({
      check: 'results',
      ...at(last),
      rule: '5.2.1',
      path: 'tonnage',
      expected: tonnage,
      found: folded.tonnage,
      message: `the folded career has ${folded.tonnage} t, its events give ${tonnage} t`,
      code: 'foldedTonnage',
      params: { found: folded.tonnage, expected: tonnage },
    });
  return findings;
}

/** 5.1, 5.2: the figures of CareerEnded, recomputed. */
function careerEnd(event: FoldedEvent, tonnage: number, before: CareerState | null, check: Check): void {
  const data = event.data as Partial<CareerEnded['data']>;
  check(event, 'tonnage', '5.2.1', tonnage, data.tonnage);
  if (!before?.career) return; // the fold stopped earlier: the replay says where
  check(event, 'patrolsCompleted', '5.1', before.patrolsCompleted, data.patrolsCompleted);
  // Beneath the Med's victory bands and summary are its own (5.2.2 of 004, career/med/port.ts): the replay, which
  // decides its CareerEnded again, checks them; the recomputation below is The Hunted's
  if (playedCampaign(before) !== 'the-hunted') return;
  const combined = Boolean(before.career.options?.combinedWithTheHunters);
  if ('victoryLevel' in data)
    check(
      event,
      'victoryLevel',
      '5.2.2',
      victoryLevel(tonnage, before.career.boatCaptured, combined),
      data.victoryLevel,
    );
  if ('summary' in data) check(event, 'summary', '5.1', careerSummary(before), data.summary);
}
