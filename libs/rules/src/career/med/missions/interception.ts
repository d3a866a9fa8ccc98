import type { MedMissionPlugin } from './plugin';

/**
 * -I, 6.7.4 (004 L1342-1373): 1d6 in the Mission box, a capital ship or warship of the operation on 1, a convoy
 * otherwise, its escorts busy (−1) or focused (+1) on [B3] (interception-box.ts); engaging a ship accomplishes it.
 */
export const INTERCEPTION: MedMissionPlugin = {
  code: 'I',
  rule: '6.7.4',
  missionBox: 'interception',
  boxes: 1,
};
