import type { E2Result } from '../../charts/escort-detection';
import type { UBoatHit } from '../model/events-damage';
import type { DepthCharged, EscortDetectionRolled, TestDepthExceeded } from '../model/events';

// The escorts' hunt of the current encounter, read from the career's events (the combat mat's hunt).

/** An event of the career's stream as a viewer holds it. */
interface HeldEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

/** One step of the escorts' hunt (9.6): detection [E2], the attack [E3], each hit [E4], test depth (9.6.4). */
export type HuntStep =
  | {
      readonly kind: 'detection';
      readonly revision: number;
      readonly rule: string;
      readonly total: number;
      readonly result: E2Result;
      readonly bold: boolean;
    }
  | {
      readonly kind: 'attack';
      readonly revision: number;
      readonly weapon: string;
      readonly hits: number;
      readonly sunk: boolean;
    }
  | {
      readonly kind: 'hit';
      readonly revision: number;
      readonly damage: string;
      readonly times: number;
      readonly effect: string;
      readonly hull: number;
      readonly flooding: number;
    }
  | {
      readonly kind: 'testDepth';
      readonly revision: number;
      readonly hull: number;
      readonly imploded: boolean;
    };

/** Events that end an escort attack's run of [E4] hits: what follows is not its damage (an aircraft's, 9.8). */
const ENDS_ATTACK = new Set([
  'EscortDetectionRolled',
  'AircraftAttacked',
  'FlakFired',
  'EncounterRolled',
  'TestDepthExceeded',
]);

function stepOf(event: HeldEvent, inAttack: boolean): HuntStep | null {
  const at = event.revision;
  switch (event.type) {
    case 'EscortDetectionRolled': {
      const { rule, roll, result, bold } = event.data as EscortDetectionRolled['data'];
      return { kind: 'detection', revision: at, rule, total: roll.total, result, bold };
    }
    case 'DepthCharged': {
      const { weapon, hits, sunk } = event.data as DepthCharged['data'];
      return { kind: 'attack', revision: at, weapon, hits, sunk };
    }
    case 'UBoatHit': {
      if (!inAttack) return null;
      const { damage, times, effect, hull, flooding } = event.data as UBoatHit['data'];
      return { kind: 'hit', revision: at, damage, times, effect, hull, flooding };
    }
    case 'TestDepthExceeded': {
      const { hull, imploded } = event.data as TestDepthExceeded['data'];
      return { kind: 'testDepth', revision: at, hull, imploded };
    }
    default:
      return null;
  }
}

/** The depth-charge cycle of the current encounter: the hunt's steps since the last EncounterRolled, in order. */
export function depthChargeCycle(events: readonly HeldEvent[]): HuntStep[] {
  let from = events.length;
  while (from > 0 && events[from - 1].type !== 'EncounterRolled') from--;
  const steps: HuntStep[] = [];
  let inAttack = false;
  for (const event of events.slice(from)) {
    const step = stepOf(event, inAttack);
    if (event.type === 'DepthCharged') inAttack = true;
    else if (ENDS_ATTACK.has(event.type)) inAttack = false;
    if (step) steps.push(step);
  }
  return steps;
}
