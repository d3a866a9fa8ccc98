import type { RouteBox } from '../../charts';
import type { CareerCommand } from '../model/commands';
import { inCommand, isOut } from '../model/crew';
import type { PatrolAborted, ShipsAvoided } from '../model/events-damage';
import type { AbortDirection, AbortReason } from '../model/vocabulary';
import {
  boatOf,
  careerOf,
  type Boat,
  type BoatSystem,
  type CareerState,
  type Crew,
  type Patrol,
  encounterOf,
} from '../model/state';
import { requireStep, ruleProblem, throwIf, type RuleProblem } from '../model/violations';

// Aborting the patrol (10.9): forced or voluntary, the way home through the transit boxes, no combat started.

type AbortPatrol = Extract<CareerCommand, { type: 'AbortPatrol' }>;

const DIRECTIONS: readonly AbortDirection[] = ['onward', 'back'];
const FORCED_RULE: Record<Exclude<AbortReason, 'voluntary'>, string> = {
  engineerInCommand: '10.6.3',
  hullHoled: '9.8.8.5',
  fuelTanks: '10.4.2',
  diesel: '10.2',
  randomEvent: '12.1',
};

const isTransit = (box: RouteBox) => !box.onStation;
export const aborting = (state: CareerState): boolean => (state.patrol?.abort ?? null) !== null;
export const inoperative = (boat: Boat, system: BoatSystem): boolean =>
  boat.inoperativeSystems.includes(system);
const dieselsOut = (boat: Boat) =>
  (inoperative(boat, 'diesel1') ? 1 : 0) + (inoperative(boat, 'diesel2') ? 1 : 0);
export const bothDieselsOut = (boat: Boat): boolean => dieselsOut(boat) === 2;

/** the transit boxes still to enter going this way, nearest first; past the last one lies the base. */
export function pathHome(patrol: Patrol, direction: AbortDirection): number[] {
  const path: number[] = [];
  const step = direction === 'onward' ? 1 : -1;
  for (let i = patrol.boxIndex + step; i >= 0 && i < patrol.boxes.length; i += step)
    if (isTransit(patrol.boxes[i])) path.push(i);
  return path;
}

/** Boxes to the nearest transit box this way, or to the base when there is none. */
function distance(patrol: Patrol, direction: AbortDirection): number {
  const next = pathHome(patrol, direction)[0];
  const port = direction === 'onward' ? patrol.boxes.length : -1;
  return Math.abs((next ?? port) - patrol.boxIndex);
}

/** 10.9.2, Q-09: both ways are as near; the Kommandant picks. */
const directionTied = (patrol: Patrol): boolean => distance(patrol, 'onward') === distance(patrol, 'back');

/** toward the nearer transit box; E-ABORT-TIE: on a tie the choice, else fewer boxes to base, else onward. */
function abortDirection(patrol: Patrol, chosen?: AbortDirection): AbortDirection {
  const [onward, back] = DIRECTIONS.map((d) => distance(patrol, d));
  if (onward !== back) return onward < back ? 'onward' : 'back';
  if (chosen) return chosen;
  return pathHome(patrol, 'back').length < pathHome(patrol, 'onward').length ? 'back' : 'onward';
}

/** The box the boat enters next: the next on the route, or aborting the next transit box home; null at base. */
export function nextBoxIndex(patrol: Patrol): number | null {
  if (patrol.abort) return pathHome(patrol, patrol.abort.direction)[0] ?? null;
  return patrol.boxIndex + 1 < patrol.boxes.length ? patrol.boxIndex + 1 : null;
}

/** 7.5.1: the last box resolved — or aborting, no transit box left, or towed in (10.10.4). */
export const homeReached = (patrol: Patrol): boolean =>
  patrol.abort?.towed === true || nextBoxIndex(patrol) === null;

/** 10.9.3, Q-DIESEL: with a diesel inoperative every box home is rolled twice (x2 boxes four times). */
export const encounterRolls = (box: RouteBox, boat: Boat): number =>
  box.rolls * (dieselsOut(boat) > 0 ? 2 : 1);

/** 10.9.6, E-ABORT-SHARE: the share of the route's [E1] rolls up to the box the boat aborted in (1 if it did not). */
export function patrolShare(patrol: Patrol): number {
  if (!patrol.abort) return 1;
  const rolls = (boxes: readonly RouteBox[]) => boxes.reduce((n, b) => n + b.rolls, 0);
  return rolls(patrol.boxes.slice(0, patrol.abort.fromBox + 1)) / rolls(patrol.boxes);
}

/** What forces an abort now (10.9.1), if anything: the LI in command, a holed hull, fuel tanks or a diesel out. */
export function forcedAbortReason(state: CareerState): Exclude<AbortReason, 'voluntary'> | null {
  const boat = boatOf(state);
  if (inCommand(careerOf(state).crew) === 'engineer') return 'engineerInCommand';
  if (boat.hullHoled) return 'hullHoled';
  if (inoperative(boat, 'fuelTanks')) return 'fuelTanks';
  return dieselsOut(boat) > 0 ? 'diesel' : null;
}

/** 10.9.1: the patrol must be aborted; E-ABORT-TIE decides a tie. */
export const forcedAbort = (
  state: CareerState,
  reason: Exclude<AbortReason, 'voluntary'>,
): PatrolAborted => ({
  type: 'PatrolAborted',
  data: {
    rule: FORCED_RULE[reason],
    reason,
    voluntary: false,
    direction: abortDirection(state.patrol as Patrol),
  },
});

/** 7.3.3, 7.4.3: hull damage or an inoperative system. */
const unrepairableDamage = (boat: Boat) => boat.hullDamage > 0 || boat.inoperativeSystems.length > 0;
/** 7.4.3, E-INVASION-ABORT: a crewman SW (or worse). */
const seriouslyWounded = (crew: Crew) =>
  [
    crew.kommandant,
    crew.firstWatchOfficer,
    crew.secondWatchOfficer,
    crew.engineer,
    crew.doctor,
    crew.abwehrAgent,
  ].some((m) => m !== null && isOut(m.wound)) || crew.generic.some(isOut);

/** Q-INVASION: an on-station box has had its [E1] roll. */
function rolledOnStation(patrol: Patrol): boolean {
  const first = patrol.boxes.findIndex((b) => b.onStation);
  const box = patrol.boxes[patrol.boxIndex];
  return (
    first >= 0 && (patrol.boxIndex > first || (patrol.boxIndex === first && patrol.rollsLeft < box.rolls))
  );
}

/** Why the Kommandant may not abort now, or null (10.9.5, 7.3.3, 7.4.3, E-ABORT-WHEN). */
function abortProblem(state: CareerState, direction?: AbortDirection): RuleProblem | null {
  const patrol = state.patrol;
  if (!patrol || patrol.abort || patrol.boxIndex < 0)
    return ruleProblem('10.9.5', 'patrol/cannot-abort', 'Abort at sea, once');
  const boat = boatOf(state);
  const gibraltar = patrol.boxes.findIndex((b) => b.kind === 'gibraltar');
  if (gibraltar >= 0 && patrol.boxIndex <= gibraltar && !unrepairableDamage(boat))
    // E-ABORT-MED
    return ruleProblem('7.3.3', 'patrol/cannot-abort', 'Not through Gibraltar without unrepairable damage');
  const invasion = patrol.area === 'invasion' && !rolledOnStation(patrol);
  if (invasion && !unrepairableDamage(boat) && !seriouslyWounded(careerOf(state).crew))
    return ruleProblem(
      '7.4.3',
      'patrol/cannot-abort',
      'Not before the invasion zone is rolled, unless damaged',
    );
  if (direction && !directionTied(patrol))
    return ruleProblem(
      '10.9.2',
      'command/option-not-offered',
      'The nearest transit box decides the way home',
    );
  return null;
}

/** 10.9.5: the Kommandant aborts; the way home only on a tie (10.9.2, Q-09). */
export function abortChoices(state: CareerState): AbortPatrol[] {
  if (abortProblem(state) !== null) return [];
  const data = directionTied(state.patrol as Patrol) ? DIRECTIONS.map((direction) => ({ direction })) : [{}];
  return data.map((d): AbortPatrol => ({ type: 'AbortPatrol', data: d }));
}

export function abortPatrol(state: CareerState, command: AbortPatrol): PatrolAborted[] {
  requireStep(state, 'underway', '10.9.5', 'AbortPatrol');
  throwIf(abortProblem(state, command.data.direction));
  const direction = abortDirection(state.patrol as Patrol, command.data.direction);
  return [
    { type: 'PatrolAborted', data: { rule: '10.9.5', reason: 'voluntary', voluntary: true, direction } },
  ];
}

/** 10.9.4, Q-10 (E-ABORT-SHIPS): ships met while aborting are let go; escorts among them still search. */
export const passShips = (state: CareerState): ShipsAvoided => ({
  type: 'ShipsAvoided',
  data: { rule: '10.9.4', escortsSearch: encounterOf(state).escorted },
});
