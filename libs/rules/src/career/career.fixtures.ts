import { commitment, ScriptedDice } from '../dice';
import type { CareerCommand } from './model/commands';
import type { CareerEvent } from './model/events';
import { startCareer } from './port/start-career';
import {
  defaultChartPack,
  type BoxKind,
  type EncounterKind,
  type RouteBox,
  type UBoatType,
  type YearMonth,
} from '../charts';
import { initialState, type TargetShip, type TimeOfDay, type TorpedoLoadout } from './model/state';

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
    boxes: kinds.map((kind): RouteBox => ({ code: kind, kind, rolls: 1, onStation: false })),
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
  const box: RouteBox = { code: 'atlantic', kind: 'atlantic', rolls: 1, onStation: true };
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
