import { withoutReloads, type MedMissionPlugin } from './plugin';

/**
 * -C, 6.7.3 (004 L1332-1341): an 11-man team in the reload space, landed as the supplies are (6.7.1). A team SW or KIA
 * before it lands fails the mission (7.5.6, med/crew-injuries.ts).
 */
export const COMMANDO: MedMissionPlugin = {
  code: 'C',
  rule: '6.7.3',
  missionBox: 'encounterRolls',
  boxes: 1,
  sailsWith: withoutReloads,
};
