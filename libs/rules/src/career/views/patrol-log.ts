import type { E2Result } from '../../charts/escort-detection';
import type { CareerEvent } from '../model/events';
import type { RecordedRoll } from '../model/rolls';
import type { CareerState } from '../model/state';

/**
 * The patrol's log: what the patrol view remembers that `evolve` forgets (every roll, the ships hit and sunk, the
 * depth-charge cycle), for the current patrol or the last one, in port.
 */

/** A stored event as the fold reads it. */
export interface ProjectedEvent {
  readonly type: string;
  readonly data: unknown;
  readonly revision: number;
  readonly position: number;
}

/** One roll, with its modifiers and rule as the event recorded it. */
export interface RollEntry {
  readonly patrol: number | null;
  readonly revision: number;
  readonly event: string;
  readonly roll: RecordedRoll;
}

/** 9.2.7: damage points put on a ship. */
export interface ShipHit {
  readonly revision: number;
  readonly target: number;
  readonly name: string | null;
  readonly weapon: 'torpedo' | 'deckGun';
  readonly points: number;
  readonly damage: number;
  readonly sinkPoints: number;
}

/** 9.2.7, 9.2.8: a ship sunk. */
export interface ShipSinking {
  readonly revision: number;
  readonly target: number;
  readonly name: string;
  readonly shipType: string;
  readonly tonnage: number;
  readonly knightsCross: boolean;
}

/** One step of the escorts' hunt (9.6): detection [E2], the attack [E3], each hit [E4], test depth. */
export type DepthChargeStep =
  | {
      readonly revision: number;
      readonly kind: 'detection';
      readonly rule: string;
      readonly result: E2Result;
      readonly total: number;
      readonly bold: boolean;
    }
  | {
      readonly revision: number;
      readonly kind: 'attack';
      readonly weapon: string;
      readonly hits: number;
      readonly sunk: boolean;
    }
  | {
      readonly revision: number;
      readonly kind: 'hit';
      readonly damage: string;
      readonly effect: string;
      readonly hull: number;
      readonly flooding: number;
      readonly sunk: boolean;
    }
  | {
      readonly revision: number;
      readonly kind: 'testDepth';
      readonly hull: number;
      readonly imploded: boolean;
    };

/** What the fold remembers beside the career state, for the current patrol (or the last one, in port). */
export interface PatrolLog {
  readonly patrol: number | null;
  readonly rolls: readonly RollEntry[];
  readonly shipsHit: readonly ShipHit[];
  readonly shipsSunk: readonly ShipSinking[];
  /** The hunt of the current (or last) encounter with escorts. */
  readonly depthCharges: readonly DepthChargeStep[];
  readonly sunk: boolean;
  /** Events of a type this server does not know, skipped. */
  readonly ignored: { readonly count: number; readonly lastType: string | null };
}

export const emptyLog = (patrol: number | null = null): PatrolLog => ({
  patrol,
  rolls: [],
  shipsHit: [],
  shipsSunk: [],
  depthCharges: [],
  sunk: false,
  ignored: { count: 0, lastType: null },
});

/** An event as the engine's union types it (its type known: see isKnownCareerEvent). */
export const careerEventOf = (event: ProjectedEvent) =>
  ({ type: event.type, data: event.data }) as CareerEvent;

export const ignoredIn = (log: PatrolLog, type: string): PatrolLog => ({
  ...log,
  ignored: { count: log.ignored.count + 1, lastType: type },
});

/** What the event adds to the log; `before` names the ships as they were when it happened. */
export function logged(log: PatrolLog, before: CareerState, event: ProjectedEvent): PatrolLog {
  const e = careerEventOf(event);
  const at = event.revision;
  const shipName = (target: number) => before.encounter?.ships[target]?.name ?? null;
  const hunted = before.encounter?.hunt != null && before.air == null;
  switch (e.type) {
    case 'PatrolAssigned':
      return emptyLog(e.data.number);
    case 'EncounterRolled':
      return { ...log, depthCharges: [] };
    case 'ShipDamaged': {
      const { target, weapon, points, damage, sinkPoints } = e.data;
      const hit = { revision: at, target, name: shipName(target), weapon, points, damage, sinkPoints };
      return { ...log, shipsHit: [...log.shipsHit, hit] };
    }
    case 'ShipSunk': {
      const { target, name, shipType, tonnage, knightsCross } = e.data;
      const sinking = { revision: at, target, name, shipType, tonnage, knightsCross };
      return { ...log, shipsSunk: [...log.shipsSunk, sinking] };
    }
    case 'EscortDetectionRolled': {
      const { rule, result, roll, bold } = e.data;
      return withHunt(log, { revision: at, kind: 'detection', rule, result, total: roll.total, bold });
    }
    case 'DepthCharged': {
      const { weapon, hits, sunk } = e.data;
      return withHunt(
        { ...log, sunk: log.sunk || sunk },
        { revision: at, kind: 'attack', weapon, hits, sunk },
      );
    }
    case 'TestDepthExceeded': {
      const { hull, imploded } = e.data;
      return withHunt(log, { revision: at, kind: 'testDepth', hull, imploded });
    }
    case 'UBoatHit': {
      const { damage, effect, hull, flooding, sunk } = e.data;
      const sunkLog = { ...log, sunk: log.sunk || sunk };
      if (!hunted) return sunkLog;
      return withHunt(sunkLog, { revision: at, kind: 'hit', damage, effect, hull, flooding, sunk });
    }
    case 'UBoatSunk':
      return { ...log, sunk: true };
    default:
      return log;
  }
}

const withHunt = (log: PatrolLog, step: DepthChargeStep): PatrolLog => ({
  ...log,
  depthCharges: [...log.depthCharges, step],
});
