import type { KommandantAbilityId } from '../../charts';
import { commitment, ScriptedDice, type DiceScript } from '../../dice';
import { DeciderSpecification } from '../../testing';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, PatrolCompleted } from '../model/events';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import { careerOptions, type CareerOptionsChoice } from '../model/career-options';
import { startCareer } from '../port/start-career';
import { refitStep } from '../port/refit';
import {
  defaultChartPack,
  type BoxKind,
  type ChartPack,
  type EncounterKind,
  type PatrolArea,
  type Rank,
  type RouteBox,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import {
  initialState,
  type CareerState,
  type TargetShip,
  type TimeOfDay,
  type TorpedoLoadout,
} from '../model/state';

// The career's shared test fixtures: starts and patrols, sightings, named dice scripts, the
// Given/When/Then specification with its event pickers, the optional rules' histories, and the port's refit.

export const SERVER_SEED = 'server-seed-for-tests';

export const start = (
  uboatType: UBoatType = 'VIIC',
  startDate: YearMonth = '1943-07',
  torpedoSwaps = 0,
): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType,
    startDate,
    kommandant: 'Kptlt. Test',
    seedCommitment: commitment(SERVER_SEED),
    playerSeed: 'player',
    torpedoSwaps,
  },
});

/** The CareerStarted event a start command produces (a Type VII rolls its starting rank, 11.2.2). */
export const started = (uboatType: UBoatType = 'VIIC', startDate: YearMonth = '1943-07'): CareerEvent =>
  startCareer(
    initialState(),
    start(uboatType, startDate) as Extract<CareerCommand, { type: 'StartCareer' }>,
    new ScriptedDice([6]),
    defaultChartPack,
  )[0];

export const assignPatrol: CareerCommand = { type: 'AssignPatrol', data: {} };
export const enterNextBox: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

/** A patrol through the given kinds of box (one [E1] roll each), to meet encounters where a test needs them. */
/** A box as the reconstruction writes it ([P1] routes: `T`, `T(B)`, `Atl`…), never the engine's id. */
const boxCode = (kind: BoxKind): string =>
  ({ transit: 'T', transitBayOfBiscay: 'T(B)' })[kind as string] ??
  kind.charAt(0).toUpperCase() + kind.slice(1, 3);

export const patrolThrough = (
  kinds: readonly BoxKind[],
  date: YearMonth = '1943-08',
  mission: 'abwehr' | 'mines' | null = null,
): CareerEvent => ({
  type: 'PatrolAssigned',
  data: {
    number: 1,
    date,
    roll: null,
    area: 'atlantic',
    wolfpack: false,
    mission,
    rulesApplied: [],
    routeId: 'test',
    boxes: kinds.map((kind): RouteBox => ({ code: boxCode(kind), kind, rolls: 1, onStation: false })),
    permanentArcticRoll: null,
    permanentAssignment: null,
    penangRoll: null,
    rebaseTo: null,
  },
});

/** A boat out of port in a box of this kind, about to enter it. */
export const outOfPort = (
  kind: BoxKind = 'transit',
  uboatType: UBoatType = 'VIIC',
  date: YearMonth = '1943-08',
  mission: 'abwehr' | 'mines' | null = null,
): CareerEvent[] => [started(uboatType, date), patrolThrough([kind, 'transit', 'transit'], date, mission)];

/** A roll for an event a fixture writes by hand: no dice behind it. */
export const NO_ROLL = {
  purpose: 'fixture',
  rule: 'fixture',
  dice: '2d6',
  nonce: 0,
  faces: [1, 1],
  natural: 2,
  modifiers: [],
  total: 2,
} as const;

// Named dice scripts: the rolls that recur across the career's specs.

/** [U1] 12 (9.2.3): above every printed hit number, so the torpedo misses. */
export const TORPEDO_MISSES: DiceScript = { '2d6': [[6, 6]] };

/** [E2] 3 (9.6.9): on the "5 or less" row, so the escorts do not detect the evading boat. */
export const ESCORTS_MISS_THE_BOAT: DiceScript = { '2d6': [[1, 2]] };

export interface Sighting {
  readonly kind?: EncounterKind;
  readonly ships: readonly TargetShip[];
  readonly escorted: boolean;
  readonly timeOfDay?: TimeOfDay;
  readonly torpedoes?: TorpedoLoadout;
  readonly uboatType?: UBoatType;
  readonly date?: YearMonth;
}

/** A target as the combat mat holds it (8.3.5). */
export const target = (
  name: string,
  tonnage: number,
  sinkPoints: number,
  type: TargetShip['type'] = 'largeFreighter',
): TargetShip => ({
  type,
  name,
  tonnage,
  sinkPoints,
  damage: 0,
  fast: false,
});

/** A boat in an Atlantic box that has sighted these ships (8.3, 8.4): the next decision is the approach. */
export function sighted({
  kind = 'ship',
  ships,
  escorted,
  timeOfDay = 'day',
  torpedoes,
  uboatType = 'VIIC',
  date = '1943-08',
}: Sighting): CareerEvent[] {
  const start = started(uboatType, date) as Extract<CareerEvent, { type: 'CareerStarted' }>;
  const box: RouteBox = { code: 'Atl', kind: 'atlantic', rolls: 1, onStation: true };
  return [
    { ...start, data: { ...start.data, torpedoes: torpedoes ?? start.data.torpedoes } },
    patrolThrough(['atlantic', 'transit', 'transit'], date),
    {
      type: 'TravelBoxEntered',
      data: { boxIndex: 0, box, posture: 'surfaced', rolls: 1, kiteDeployed: false },
    },
    {
      type: 'EncounterRolled',
      data: {
        boxIndex: 0,
        column: 'atlantic',
        roll: NO_ROLL,
        printed: kind,
        result: kind,
        rulesApplied: [],
        randomEvent: false,
        kiteRerolled: null,
        kiteCutLoose: null,
      },
    },
    { type: 'ShipsIdentified', data: { escorted, ships: ships.map((s) => ({ ...s, rolls: [] })) } },
    { type: 'TimeOfDaySet', data: { timeOfDay, roll: NO_ROLL, rule: '8.4.1' } },
  ];
}

// Fixtures for the optional rules' tests (§14, §15): the same history with the options switched on or off.

export const spec = DeciderSpecification.for({ decide, evolve, initialState });

export type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>;
export const all = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Of<T> => e.type === type).map((e) => e.data as Of<T>['data']);
export const types = (events: readonly CareerEvent[]) => events.map((e) => e.type);

/** Given events, when a command with scripted dice: every die used; the events, the history and the state. */
export function play(given: readonly CareerEvent[], command: CareerCommand, script: DiceScript = []) {
  const events = spec.given(given).when(command, script).thenEvents();
  const history = [...given, ...events];
  return { events, history, state: fold(history, initialState()) };
}

/** The same history with these options chosen at the start, and these abilities (14.13, 14.15) set after it. */
export function withOptions(
  history: readonly CareerEvent[],
  choice: CareerOptionsChoice,
  abilities: readonly KommandantAbilityId[] = [],
): CareerEvent[] {
  const [first, ...rest] = history;
  const started = first as Of<'CareerStarted'>;
  const options = careerOptions(choice);
  const set: CareerEvent[] =
    abilities.length > 0
      ? [
          {
            type: 'KommandantAbilitiesSet',
            data: { card: null, specialAbility: null, roll: null, abilities },
          },
        ]
      : [];
  return [{ ...started, data: { ...started.data, options } }, ...set, ...rest];
}

// Given a patrol just completed (the refit is the next step) / When the automatic refit runs / Then its events.

export interface Ended {
  readonly uboatType?: UBoatType;
  /** The patrol's month. */
  readonly date?: YearMonth;
  /** The career's first month (by default the patrol's): `before` then moves the calendar on to `date`. */
  readonly startDate?: YearMonth;
  /** 5.1: the last month agreed at the start (StartCareer endDate). */
  readonly endDate?: YearMonth | null;
  /** 11.2.2: the rank the start rolled (KptLt by default). */
  readonly rank?: Rank;
  readonly success?: boolean;
  readonly shipsSunk?: number;
  readonly area?: PatrolArea;
  /** 10.9.6: the share of the patrol made before it was aborted (1: not aborted). */
  readonly share?: number;
  /** Events of the career before this patrol: earlier patrols and their refits (career-history.fixtures.ts). */
  readonly before?: readonly CareerEvent[];
  /** Events of this patrol before it ends: wounds, sinkings (career-history.fixtures.ts). */
  readonly atSea?: readonly CareerEvent[];
}

/** A career whose first patrol, in `date`, has just ended: the refit is next. */
export function patrolEnded({
  uboatType = 'VIIC',
  date = '1943-07',
  startDate = date,
  endDate = null,
  rank,
  success = false,
  shipsSunk = 0,
  area = 'atlantic',
  share = 1,
  before = [],
  atSea = [],
}: Ended = {}): CareerState {
  const assigned = patrolThrough([area], date) as Extract<CareerEvent, { type: 'PatrolAssigned' }>;
  const patrol = { ...assigned, data: { ...assigned.data, area } };
  const first = started(uboatType, startDate) as Extract<CareerEvent, { type: 'CareerStarted' }>;
  const history = [
    { ...first, data: { ...first.data, endDate, rank: rank ?? first.data.rank } },
    ...before,
    patrol,
    ...atSea,
  ];
  const given = fold(history, initialState());
  const completed: PatrolCompleted = {
    type: 'PatrolCompleted',
    data: {
      number: 1,
      shipsSunk,
      success,
      missionAccomplished: null,
      aborted: share < 1,
      patrolShare: share,
    },
  };
  return evolve(given, completed);
}

/** Runs the automatic refit until a decision (or its end); every scripted die must be used. */
export function refit(
  state: CareerState,
  script: DiceScript = [],
  charts: ChartPack = defaultChartPack,
): { events: CareerEvent[]; state: CareerState } {
  const dice = new ScriptedDice(script);
  const events: CareerEvent[] = [];
  while (state.step.kind === 'refit') {
    const next = refitStep(state, dice, charts);
    if (next.length === 0) break;
    events.push(...next);
    state = next.reduce(evolve, state);
  }
  expect(dice.remaining).toBe(0);
  return { events, state };
}

/** The data of the one event of this type. */
export function one<T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T): Of<T>['data'] {
  const found = all(events, type);
  expect(found).toHaveLength(1);
  return found[0];
}

export const none = (events: readonly CareerEvent[], type: CareerEvent['type']) =>
  expect(events.filter((e) => e.type === type)).toHaveLength(0);
