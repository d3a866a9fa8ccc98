import type { AttackKind } from '@periscope/rules';
import { t } from '../../i18n/i18n';
import { named } from './spelled';

// The route, the encounters and the combat mat in the game's words.

/** The patrol areas ([P1], 7.0, 7.3) and the travel boxes of a route (7.3): one table. */
export const boxName = named('box');
export const areaName = (area: string): string => boxName(area);

/** [E1] results (8.1) as the combat mat names them. */
export const encounterName = named('encounter');

/** Target types ([T1]-[T5], 8.3; the generic escort of 9.10). */
export const shipTypeName = named('shipType');

/** 9.0: the three ways to attack, each with its rule. */
export const ATTACK_RULE: Record<AttackKind, string> = {
  submerged: '9.2',
  surfaced: '9.4.2',
  nightSurface: '9.5',
};
export const attackName = named('attack');

/** 'close' → 'close range'; Extreme range is optional rule 14.16. */
export const rangeName = (range: string): string => t('range.name', { range });

export const aircraftWeaponName = named('aircraftWeapon');
export const aircraftConditionName = named('aircraftCondition');

/** [E2] results (9.6.9). */
export const detectionName = named('detection');

export const escortWeaponName = named('escortWeapon');

/** 10.9.1, 10.9.5: why a patrol is aborted. */
export const abortReasonName = named('abortReason');

/** 7.4: the special missions. */
export const missionName = named('mission');
