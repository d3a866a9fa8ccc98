import type { MedMissionPlugin } from './plugin';

/**
 * -W, 6.7.6 (004 L1451-1462): the first two on-station boxes are spent reporting the weather, rolling no [A3]
 * (Q-BTM-WEATHER); the rest of the patrol is as usual. Only a radio beyond repair in transit fails it, and no damage is
 * played in Beneath the Med yet (7.5).
 */
export const WEATHER: MedMissionPlugin = { code: 'W', rule: '6.7.6', missionBox: 'weatherReports', boxes: 2 };
