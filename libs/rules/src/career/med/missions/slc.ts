import type { MedMissionPlugin } from './plugin';

/**
 * -A, 6.7.5 (004 L1374-1450): the S.L.C.s carried on deck are launched from the Mission box, which rolls no [A3]:
 * the range [D1], the penetration [D2], the targets [D3], the charges [D4] and the frogmen's fate [D5], each its own
 * step (slc-attack.ts).
 */
export const SLC: MedMissionPlugin = { code: 'A', rule: '6.7.5', missionBox: 'slcAttack', boxes: 1 };
