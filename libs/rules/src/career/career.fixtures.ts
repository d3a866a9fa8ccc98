import { commitment } from '../dice';
import type { CareerCommand } from './commands';
import type { CareerEvent } from './events';
import { startCareer } from './start-career';
import { defaultChartPack } from '../charts';
import { initialState } from './state';
import type { UBoatType, YearMonth } from '../charts';

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
