import type { ChartPack, TankerCargo, UBoatType, YearMonth } from '../../charts';
import { violation } from '../model/violations';

// The special U-boat types (11.4.5-11.4.11): what sets them apart at the start, on assignment and at sea.
// The tankers' replenishment missions (11.4.10) are in replenishment-mission.ts and evolve-replenishment.ts.

/** 11.4.8-11.4.10: the Type XB and XIV are tankers: every patrol is a replenishment mission. */
export const tankerCargo = (charts: ChartPack, type: UBoatType): TankerCargo | null =>
  (charts.B10.missions.cargo as Partial<Record<UBoatType, TankerCargo>>)[type] ?? null;

/** 11.4.7, E-FLAK-START: from 12/43 the VIIC Flak sails as a VIIC, so no career starts in one after 11/43. */
export function specialTypeStartProblem(type: UBoatType, startDate: YearMonth): Error | null {
  if (type === 'VIIC Flak' && startDate > VIIC_FLAK_LAST_SAILING)
    return violation(
      '11.4.7',
      'career/boat-not-available',
      `The VIIC Flak last sails in ${VIIC_FLAK_LAST_SAILING}; later it is a plain VIIC`,
    );
  return null;
}

/**
 * 11.4.5, Q-24: a limited type (VIID, IXD/42, XB, XII, XIV, VIIC Flak) chosen at the start ignores the 1d6 1-2, so its
 * Kommandant starts as KptLt, with no 11.2.2 roll.
 */
export const startsAsKptLt = (charts: ChartPack, type: UBoatType): boolean =>
  charts.M6.limitedTypes.includes(type);

/**
 * 7.4.2, 11.4.6, 11.4.8, E-VIID-NA: a route's (M) mission. The VIID's North America patrols are (M) unless [P1]
 * gives (A), which then comes first (the assignment's own mission wins).
 */
export const minelayingRoute = (mission: 'mines' | 'minesUnlessAbwehr' | 'none' | undefined): boolean =>
  mission === 'mines' || mission === 'minesUnlessAbwehr';

/** 11.4.7: the VIIC Flak's last sailing; later it is a plain VIIC. */
export const VIIC_FLAK_LAST_SAILING: YearMonth = '1943-11'; // 11.4.7 (000 L1843)
