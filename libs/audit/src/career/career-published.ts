import type { CareerEnded, CareerState, PatrolCompleted } from '@periscope/rules';
import { at, type Finding } from '../findings';
import { careerResult } from './career-result';
import type { FoldedEvent } from './replay-career';

/**
 * (d) inside the career: what its own events publish, recomputed from the others. CareerEnded's tonnage is the
 * sum of the ShipSunk tonnages plus any carried over (5.2.1), its patrols the PatrolCompleted events (5.1), its
 * victory level the one that tonnage gives (5.2.2); each PatrolCompleted counts the ships sunk on its patrol
 * (7.5); the state folded from the events has the same tonnage.
 */
export function publishedByTheCareer(events: readonly FoldedEvent[], folded: CareerState | null): Finding[] {
  const findings: Finding[] = [];
  const check = (event: FoldedEvent, field: string, rule: string, expected: unknown, found: unknown) => {
    if (expected !== found)
      findings.push({
        check: 'results',
        ...at(event),
        rule,
        path: `data.${field}`,
        expected,
        found,
        message: `${field}: the events give ${String(expected)}, ${event.type} says ${String(found)}`,
      });
  };
  let sunkOnPatrol = 0;
  for (const [i, event] of events.entries()) {
    if (event.type === 'PatrolAssigned') sunkOnPatrol = 0;
    if (event.type === 'ShipSunk') sunkOnPatrol++;
    if (event.type === 'PatrolCompleted')
      check(event, 'shipsSunk', '7.5', sunkOnPatrol, (event.data as PatrolCompleted['data']).shipsSunk);
    if (event.type === 'CareerEnded') {
      const data = event.data as Partial<CareerEnded['data']>;
      const recomputed = careerResult(events.slice(0, i + 1));
      check(event, 'tonnage', '5.2.1', recomputed.tonnage, data.tonnage);
      check(event, 'patrolsCompleted', '5.1', recomputed.patrolsCompleted, data.patrolsCompleted);
      if ('victoryLevel' in data)
        check(event, 'victoryLevel', '5.2.2', recomputed.victoryLevel, data.victoryLevel);
    }
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
      message: `the folded career has ${folded.tonnage} t, its ShipSunk events give ${tonnage} t`,
    });
  return findings;
}
