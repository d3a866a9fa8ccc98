import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import type { DiceSource } from '../../dice';
import type { MedCareer, MedPatrol } from '../model/med';
import type { MedQualityRolled } from '../model/med-options';
import type { MedState } from '../model/state';
import { rollMedQuality } from './quality';

// 11.5 the aircraft's variable quality (004 L2668-2688): rolled after the failed crash dive, before the aircraft's
// attack on [B4]. The attack itself (7.3.3) reads it through aircraftQualityHits and aircraftCrewInjuries.

const AUTOMATIC_CREW_INJURIES = 1; // 7.3.3: the aircraft's attack wounds one crewman at once (004 L2686-2688)

/**
 * 11.5, Q-BTM-OPT-AIR-QUALITY: once the AA has fired or held (after any "In bocca al lupo" dive rolled again), the
 * aircraft's 1d6 by year; none with the option off.
 */
export function aircraftQualityAfterAa(state: MedState, dice: DiceSource): MedQualityRolled[] {
  const career = state.career as MedCareer;
  if (!career.options.variableAircraftQuality) return [];
  return [rollMedQuality(dice, career.date, 'aircraft')];
}

const qualityOf = (state: MedState) => (state.patrol as MedPatrol | null)?.aircraftQuality ?? null;

/** 11.5: the hits the aircraft's quality adds to its [B4] result (for medAdjustedAttack, med/quality.ts). */
export const aircraftQualityHits = (state: MedState): { rule: string; hits: number }[] => {
  const quality = qualityOf(state);
  return quality ? [{ rule: '11.5', hits: MED_OPTION_RULES.aircraftQuality[quality].hits.value }] : [];
};

/** 11.5: an elite aircraft's attack wounds two crewmen at once instead of one. */
export const aircraftCrewInjuries = (state: MedState): number => {
  const quality = qualityOf(state);
  return quality
    ? (MED_OPTION_RULES.aircraftQuality[quality].automaticCrewInjuries?.value ?? AUTOMATIC_CREW_INJURIES)
    : AUTOMATIC_CREW_INJURIES;
};
