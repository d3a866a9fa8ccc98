import {
  evolve,
  initialState,
  rollsIn,
  type AirCombat,
  type Approach,
  type Boat,
  type CareerEvent,
  type CareerState,
  type E2Result,
  type EncounterKind,
  type EscortHunt,
  type RecordedRoll,
  type RouteBox,
  type TargetShip,
  type TimeOfDay,
} from '@periscope/rules';

/**
 * The patrol view: what someone following a live patrol wants on one screen. A pure fold over a career's events
 * (the engine's own `evolve` for the boat, the route and the encounter; a log for what `evolve` forgets: every
 * roll, the ships hit and sunk, the depth-charge cycle). Event types it does not know are counted and skipped.
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

export interface PatrolFold {
  readonly position: number;
  readonly revision: number;
  readonly career: CareerState;
  readonly log: PatrolLog;
}

export type BoatStatus =
  | 'setup'
  | 'inPort'
  | 'underway'
  | 'encounter'
  | 'airAttack'
  | 'depthCharged'
  | 'sunk'
  | 'blocked'
  | 'careerOver';

export interface PatrolView {
  readonly position: number;
  readonly revision: number;
  readonly status: BoatStatus;
  readonly step: CareerState['step'];
  readonly career: {
    readonly kommandant: string;
    readonly uboatType: string;
    readonly uboatId: string | null;
    readonly date: string;
    readonly base: string;
    readonly tonnage: number;
    readonly patrolsCompleted: number;
  } | null;
  readonly boat: Boat | null;
  readonly patrol: {
    readonly number: number;
    readonly area: string;
    readonly routeId: string;
    readonly wolfpack: boolean;
    readonly mission: string | null;
    readonly posture: string;
    /** The box the boat is in (-1 before the first), of how many. */
    readonly boxIndex: number;
    readonly boxes: number;
    readonly box: RouteBox | null;
    readonly rollsLeft: number;
    readonly shipsSunk: number;
  } | null;
  readonly encounter: {
    readonly kind: EncounterKind;
    readonly escorted: boolean;
    readonly timeOfDay: TimeOfDay | null;
    readonly approach: Approach | null;
    readonly ships: readonly (TargetShip & { readonly target: number })[];
    readonly hunt: EscortHunt | null;
    readonly aircraft: AirCombat | null;
  } | null;
  readonly rolls: readonly RollEntry[];
  readonly shipsHit: readonly ShipHit[];
  readonly shipsSunk: readonly ShipSinking[];
  readonly depthCharges: readonly DepthChargeStep[];
  readonly ignored: PatrolLog['ignored'];
}

const emptyLog = (patrol: number | null = null): PatrolLog => ({
  patrol,
  rolls: [],
  shipsHit: [],
  shipsSunk: [],
  depthCharges: [],
  sunk: false,
  ignored: { count: 0, lastType: null },
});

export const initialPatrolFold = (): PatrolFold => ({
  position: 0,
  revision: -1,
  career: initialState(),
  log: emptyLog(),
});

/** The engine's evolve, or undefined for an event it does not know (a newer server wrote it). */
function evolveKnown(state: CareerState, event: ProjectedEvent): CareerState | undefined {
  try {
    return evolve(state, { type: event.type, data: event.data } as CareerEvent) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Folds one event of the career's stream. Pure; an event it cannot read leaves the state as it was. */
export function foldPatrol(fold: PatrolFold, event: ProjectedEvent): PatrolFold {
  const career = evolveKnown(fold.career, event);
  const base = career ? fold.log : ignoredIn(fold.log, event.type);
  const log = career ? logged(base, fold.career, event) : base;
  const rolls = rollsIn(event.data).map((roll): RollEntry => ({
    patrol: log.patrol,
    revision: event.revision,
    event: event.type,
    roll,
  }));
  return {
    position: event.position,
    revision: event.revision,
    career: career ?? fold.career,
    log: rolls.length > 0 ? { ...log, rolls: [...log.rolls, ...rolls] } : log,
  };
}

const ignoredIn = (log: PatrolLog, type: string): PatrolLog => ({
  ...log,
  ignored: { count: log.ignored.count + 1, lastType: type },
});

/** What the event adds to the log; `before` names the ships as they were when it happened. */
function logged(log: PatrolLog, before: CareerState, event: ProjectedEvent): PatrolLog {
  const e = { type: event.type, data: event.data } as CareerEvent;
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

function statusOf(state: CareerState, log: PatrolLog): BoatStatus {
  if (log.sunk) return 'sunk';
  switch (state.step.kind) {
    case 'setup':
    case 'inPort':
    case 'underway':
    case 'blocked':
      return state.step.kind;
    case 'ending':
    case 'ended':
      return 'careerOver';
    case 'aircraft':
    case 'staySurfacedOrDive':
      return 'airAttack';
    case 'evading':
    case 'depthCharges':
      return 'depthCharged';
    default:
      return 'encounter';
  }
}

/** The view of a fold: the engine's state as a spectator reads it, with the log. */
export function patrolViewOf(fold: PatrolFold): PatrolView {
  const { career: state, log } = fold;
  const { career, patrol, encounter } = state;
  return {
    position: fold.position,
    revision: fold.revision,
    status: statusOf(state, log),
    step: state.step,
    career: career && {
      kommandant: career.kommandant,
      uboatType: career.uboatType,
      uboatId: career.uboatId,
      date: career.date,
      base: career.base,
      tonnage: state.tonnage,
      patrolsCompleted: state.patrolsCompleted,
    },
    boat: state.boat,
    patrol: patrol && {
      number: patrol.number,
      area: patrol.area,
      routeId: patrol.routeId,
      wolfpack: patrol.wolfpack,
      mission: patrol.mission,
      posture: patrol.posture,
      boxIndex: patrol.boxIndex,
      boxes: patrol.boxes.length,
      box: patrol.boxes[patrol.boxIndex] ?? null,
      rollsLeft: patrol.rollsLeft,
      shipsSunk: patrol.shipsSunk,
    },
    encounter: encounter && {
      kind: encounter.kind,
      escorted: encounter.escorted,
      timeOfDay: encounter.timeOfDay,
      approach: encounter.approach,
      ships: encounter.ships.map((ship, target) => ({ ...ship, target })),
      hunt: encounter.hunt,
      aircraft: state.air,
    },
    rolls: log.rolls,
    shipsHit: log.shipsHit,
    shipsSunk: log.shipsSunk,
    depthCharges: log.depthCharges,
    ignored: log.ignored,
  };
}

/** The view after these events (a live snapshot folds the events it read). */
export const patrolViewAfter = (events: readonly ProjectedEvent[]): PatrolView =>
  patrolViewOf(events.reduce(foldPatrol, initialPatrolFold()));
