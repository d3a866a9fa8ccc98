import type { MedBoard } from '../../../campaigns/beneath-the-med';
import type { MedTorpedoLoad } from '../../model/med';
import type { MedMissionPlugin } from './plugin';

/** 6.7.2: the mines laid, the tubes are reloaded from the racks, each end from its own. */
function reloadTubes(load: MedTorpedoLoad, board: MedBoard): MedTorpedoLoad {
  const bow = Math.max(0, board.bowTubes.value - load.bowTubes.length);
  const stern = Math.max(0, board.sternTubes.value - load.sternTubes.length);
  return {
    bowTubes: [...load.bowTubes, ...load.bowReloads.slice(0, bow)],
    sternTubes: [...load.sternTubes, ...load.sternReloads.slice(0, stern)],
    bowReloads: load.bowReloads.slice(bow),
    sternReloads: load.sternReloads.slice(stern),
  };
}

/**
 * -M, 6.7.2 (004 L1322-1331): the mines are carried in the tubes, so the torpedo load is short by a torpedo a tube,
 * laid as the supplies are landed (6.7.1); the Foca, a minelayer, lays from its rails and loses none.
 */
export const MINES: MedMissionPlugin = {
  code: 'M',
  rule: '6.7.2',
  missionBox: 'encounterRolls',
  boxes: 1,
  sailsWith: (load, cls) => (cls === 'Foca' ? load : { ...load, bowTubes: [], sternTubes: [] }),
  accomplishedWith: reloadTubes,
};
