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
  return patrol.missionAccomplished === null ? boxesOf(patrol) : [];
}

const boxesOf = (patrol: Pick<MedPatrol, 'mission' | 'boxes'>): number[] => {
  const mission = missionOf(patrol.mission);
  const onStation = patrol.boxes.flatMap((box, i) => (box.kind === 'area' ? [i] : []));
  return mission ? onStation.slice(0, mission.boxes) : [];
};

/**
 * 6.7.1-6.7.5: the box of the route a supply run, a mine-laying, a commando landing, a convoy interception or an
 * S.L.C. attack sails to, its Mission box (Q-BTM-MISSION-BOX), whether the mission has ended or not; null on a patrol
 * with no mission, or a weather mission, whose reports take its first two on-station boxes instead (6.7.6).
 */
export function missionBoxOf(patrol: Pick<MedPatrol, 'mission' | 'boxes'>): number | null {
  if (missionOf(patrol.mission)?.missionBox === 'weatherReports') return null;
  return boxesOf(patrol)[0] ?? null;
}

/**
 * 6.7.7 (004 L1463-1469): what the mission makes of the patrol's success: true once accomplished (a successful
 * patrol, whatever was sunk), false when it failed or never ended (never a success, whatever was sunk), null on a
 * patrol with no mission (the ships hit decide, 7.7.1). The Singapore run (6.5) is not a special mission of 6.7.
 */
export const missionSuccess = (patrol: MedPatrol): boolean | null =>
  patrol.mission === null ? null : patrol.missionAccomplished === true;

export type { MedMissionPlugin } from './plugin';
