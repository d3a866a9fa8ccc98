import type { EncounterKind } from '../../charts/encounter.types';
import type { RouteBox } from '../../charts/patrol-routes.types';
import { CAREER_EVENT_TYPES } from '../model/events';
import { evolve } from '../evolve';
import { rollsIn } from '../model/rolls-in';
import {
  initialState,
  type AirCombat,
  type Approach,
  type Boat,
  type CareerState,
  type EscortHunt,
  type TargetShip,
  type TimeOfDay,
} from '../model/state';
import {
  careerEventOf,
  emptyLog,
  ignoredIn,
  logged,
  type PatrolLog,
  type ProjectedEvent,
  type RollEntry,
  type DepthChargeStep,
  type ShipHit,
  type ShipSinking,
} from './patrol-log';

/**
 * The patrol view: what someone following a live patrol wants on one screen. A pure fold over a career's events
 * (the engine's own `evolve` for the boat, the route and the encounter; a log for what `evolve` forgets: every
 * roll, the ships hit and sunk, the depth-charge cycle). Event types it does not know (a newer server wrote
 * them) are counted and skipped by name.
 */

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

export const initialPatrolFold = (): PatrolFold => ({
  position: 0,
  revision: -1,
  career: initialState(),
  log: emptyLog(),
});

const KNOWN_TYPES: ReadonlySet<string> = new Set(CAREER_EVENT_TYPES);

/** Whether the engine knows the event's type: one a newer server wrote is skipped by name, never by catching. */
const isKnownCareerEvent = (event: { readonly type: string }): boolean => KNOWN_TYPES.has(event.type);

/** Folds one event of the career's stream. Pure; an event of an unknown type leaves the state as it was. */
export function foldPatrol(fold: PatrolFold, event: ProjectedEvent): PatrolFold {
  const known = isKnownCareerEvent(event);
  const career = known ? evolve(fold.career, careerEventOf(event)) : fold.career;
  const log = known ? logged(fold.log, fold.career, event) : ignoredIn(fold.log, event.type);
  const rolls = rollsIn(event.data).map((roll): RollEntry => ({
    patrol: log.patrol,
    revision: event.revision,
    event: event.type,
    roll,
  }));
  return {
    position: event.position,
    revision: event.revision,
    career,
    log: rolls.length > 0 ? { ...log, rolls: [...log.rolls, ...rolls] } : log,
  };
}

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
