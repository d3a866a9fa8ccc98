import type { MedMission } from '../../../campaigns/beneath-the-med';
import type { MedPatrol } from '../../model/med';
import { COMMANDO } from './commando';
import { INTERCEPTION } from './interception';
import { MINES } from './mines';
import type { MedMissionPlugin } from './plugin';
import { SLC } from './slc';
import { SUPPLY } from './supply';
import { WEATHER } from './weather';

/** 6.7: one plug-in per mission code of [A1a] and [A1b]. */
const MED_MISSIONS: Readonly<Record<MedMission, MedMissionPlugin>> = {
  S: SUPPLY,
  M: MINES,
  C: COMMANDO,
  I: INTERCEPTION,
  A: SLC,
  W: WEATHER,
};

export const missionOf = (code: MedMission | null): MedMissionPlugin | null =>
  code ? MED_MISSIONS[code] : null;

/**
 * The boxes the patrol's mission takes: its Mission box is the first on-station box of the route, and a weather
 * mission the first two (Q-BTM-MISSION-BOX); none once the mission has ended.
 */
export function missionBoxes(patrol: MedPatrol): number[] {
  const mission = missionOf(patrol.mission);
  if (!mission || patrol.missionAccomplished !== null) return [];
  const onStation = patrol.boxes.flatMap((box, i) => (box.kind === 'area' ? [i] : []));
  return onStation.slice(0, mission.boxes);
}

/**
 * 6.7.7 (004 L1463-1469): what the mission makes of the patrol's success: true once accomplished (a successful
 * patrol, whatever was sunk), false when it failed or never ended (never a success, whatever was sunk), null on a
 * patrol with no mission (the ships hit decide, 7.7.1). The Singapore run (6.5) is not a special mission of 6.7.
 */
export const missionSuccess = (patrol: MedPatrol): boolean | null =>
  patrol.mission === null ? null : patrol.missionAccomplished === true;

export type { MedMissionPlugin } from './plugin';
