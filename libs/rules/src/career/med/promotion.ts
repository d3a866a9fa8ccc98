import { MED_PORT, MED_RANKS, type MedRank } from '../../campaigns/beneath-the-med';
import type { DiceSource } from '../../dice';
import { addMonths, nextAnniversary } from '../common/months';
import type { MedPromotionRolled } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import type { MedRefit } from '../model/med-port';
import { roll, type AppliedModifier } from '../model/rolls';
import type { MedState } from '../model/state';

// 7.9.2: a promotion roll after every 12 months of service and a last one in 9/43; 1d6 modified 1-4 promotes.

const above = (rank: MedRank): MedRank =>
  MED_RANKS[Math.min(MED_RANKS.indexOf(rank) + 1, MED_RANKS.length - 1)];

/** 7.9.2: a Gold or Silver Medal held in the period (Q-BTM-AWARD-HELD), each 3 ships sunk, Charisma, 3 failed patrols. */
function promotionModifiers(career: MedCareer): AppliedModifier[] {
  const { period } = career.service;
  const m = MED_PORT.promotion.modifiers;
  const applied: AppliedModifier[] = [];
  const held = (career.awards.goldMedal ?? 0) + (career.awards.silverMedal ?? 0) > 0; // medals are never lost
  if (held) applied.push({ id: 'goldOrSilverMedal', value: m.goldOrSilver.value, rule: '7.9.2' });
  const threes = Math.floor(period.shipsSunk / 3);
  if (threes > 0) applied.push({ id: 'perThreeSunk', value: m.perThreeSunk.value * threes, rule: '7.9.2' });
  if (career.crewSkills.includes('charisma'))
    applied.push({ id: 'charisma', value: m.charisma.value, rule: '7.7.1' });
  if (period.failedPatrols >= 3)
    applied.push({ id: 'threeFailedPatrols', value: m.threeFailedPatrols.value, rule: '7.9.2' });
  return applied;
}

/**
 * 7.9.2: the roll due at this refit: on the first return on or after the anniversary of the start (rolls missed are not
 * made up), or the last one for a Comandante alive when the refit runs past 8/43 (Q-BTM-FINAL); none at the top rank.
 */
export function medPromotion(state: MedState, dice: DiceSource): MedPromotionRolled[] {
  const career = state.career as MedCareer;
  const refit = career.refit as MedRefit;
  const { service } = career;
  const nextPatrol = addMonths(refit.returned, refit.months);
  const final = !service.finalPromotionRolled && nextPatrol >= MED_PORT.promotion.finalRollIn.value;
  const anniversary = refit.returned >= service.promotionDue;
  if ((!final && !anniversary) || career.rank === 'capitanoDiVascello') return [];
  const r = roll(dice, '1d6', {
    purpose: 'promotion (1-4)', // MED_PORT.promotion.on
    rule: '7.9.2',
    modifiers: promotionModifiers(career),
  });
  const promoted = r.total <= MED_PORT.promotion.on.value;
  const every = MED_PORT.promotion.everyMonths.value;
  const data: MedPromotionRolled['data'] = {
    reason: final ? 'final' : 'service',
    roll: r,
    promoted,
    rank: promoted ? above(career.rank) : career.rank,
    nextDue: anniversary ? nextAnniversary(service.startDate, refit.returned, every) : service.promotionDue,
  };
  return [{ type: 'MedPromotionRolled', data }];
}
