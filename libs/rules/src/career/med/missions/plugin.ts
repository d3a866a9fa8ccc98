import type { MedBoard, MedClass, MedMission } from '../../../campaigns/beneath-the-med';
import type { MissionEnded } from '../../model/events-mission';
import type { MedTorpedoLoad } from '../../model/med';

/**
 * A special mission of Beneath the Med (6.7, 004 L1294-1469) as a plug-in of the patrol: what the boat does in its
 * Mission box, what it sails with, and what it gets back once the mission is done. The patrol reads the one of its
 * mission code (missions/index.ts).
 */
export interface MedMissionPlugin {
  readonly code: MedMission;
  /** The rule that sets the mission out. */
  readonly rule: string;
  /**
   * What the Mission box holds: the special-mission rolls on [A3] until none (6.7.1-6.7.3, the procedure The Hunted's
   * missions share, common/mission-box.ts), the S.L.C. attack (6.7.5), the convoy interception (6.7.4), or the weather
   * reports of the first on-station boxes (6.7.6).
   */
  readonly missionBox: 'encounterRolls' | 'slcAttack' | 'interception' | 'weatherReports';
  /** How many on-station boxes the mission takes, from the first (6.7.6: two; otherwise the Mission box). */
  readonly boxes: number;
  /** 6.7.1-6.7.3: the load the boat sails with; unchanged when absent. */
  readonly sailsWith?: (load: MedTorpedoLoad, cls: MedClass) => MedTorpedoLoad;
  /** 6.7.2: the load once the mission is accomplished; unchanged when absent. */
  readonly accomplishedWith?: (load: MedTorpedoLoad, board: MedBoard) => MedTorpedoLoad;
}

/** 6.7.1, 6.7.3: the reload racks carry the cargo, not torpedoes. */
export const withoutReloads = (load: MedTorpedoLoad): MedTorpedoLoad => ({
  ...load,
  bowReloads: [],
  sternReloads: [],
});

/** 6.7.7: the mission's end. */
export const ended = (mission: MedMissionPlugin, accomplished: boolean): MissionEnded => ({
  type: 'MissionEnded',
  data: { mission: mission.code, accomplished, rule: '6.7.7' },
});
