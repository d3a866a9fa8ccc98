import { commitment } from '../dice';
import type { CareerCommand } from './commands';
import type { CareerEvent } from './events';
import { startCareer } from './start-career';
import { defaultChartPack } from '../charts';
import { initialState } from './state';
import type { BoxKind, RouteBox, UBoatType, YearMonth } from '../charts';

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

/** The CareerStarted event a start command produces (no dice are rolled at the start). */
export const started = (uboatType: UBoatType = 'VIIC', startDate: YearMonth = '1943-07'): CareerEvent =>
  startCareer(
    initialState(),
    start(uboatType, startDate) as Extract<CareerCommand, { type: 'StartCareer' }>,
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
  },
});

/** A boat out of port in a box of this kind, about to enter it. */
export const outOfPort = (
  kind: BoxKind = 'transit',
  uboatType: UBoatType = 'VIIC',
  date: YearMonth = '1943-08',
  mission: 'abwehr' | 'mines' | null = null,
): CareerEvent[] => [started(uboatType, date), patrolThrough([kind, 'transit', 'transit'], date, mission)];
