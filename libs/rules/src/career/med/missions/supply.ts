import { withoutReloads, type MedMissionPlugin } from './plugin';

/** -S, 6.7.1 (004 L1302-1321): supplies for North Africa in the reload space; landed on a Mission box roll of none. */
export const SUPPLY: MedMissionPlugin = {
  code: 'S',
  rule: '6.7.1',
  missionBox: 'encounterRolls',
  boxes: 1,
  sailsWith: withoutReloads,
};
