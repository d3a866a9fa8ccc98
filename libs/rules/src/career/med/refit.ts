import { missionSuccess } from './missions';
import { BENEATH_THE_MED, medChart } from '../../campaigns';
import {
  MED_PORT,
  MED_RANKS,
  medBoardOf,
  type MedCrewQuality,
  type MedRank,
} from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { addMonths, monthsFrom } from '../common/months';
import type { MedBoatReturned, MedQualityChange, MedRefitCompleted } from '../model/events-med-port';
import type { MedCareer, MedPatrol } from '../model/med';
import type { MedRefit } from '../model/med-port';
import { roll } from '../model/rolls';
import type { MedState } from '../model/state';
import { g7eMayBeAsked, loadTorpedoes } from './torpedo-loading';
import { anyWounded, medRecovery } from './recovery';
import { medReassignment } from './reassignment';

// 6.1 step 3, 7.5.9: the boat back in base after its last box, its refit, and the boat loaded for the next patrol.

const ranked = (rank: MedRank, from: MedRank): boolean => MED_RANKS.indexOf(rank) >= MED_RANKS.indexOf(from);

/**
 * 7.5.9.1-7.5.9.3, 7.9.1: one month, one more for three inoperative systems or more (never more than one), one per three
 * hull boxes or part of three, one for the conning tower's rebuild; a Capitano di Fregata or higher takes one off a
 * refit of three months or more.
 */
export function medRefitMonths(
  inoperativeSystems: number,
  hullBoxes: number,
  conningTowerRebuilt: boolean,
  rank: MedRank,
): MedBoatReturned['data']['refit'] {
  const { base, systemsFree, systemsMonths, hullBoxesPerMonth, seniorFrom } = MED_PORT.refit;
  const damageMonths =
    (inoperativeSystems > systemsFree.value ? systemsMonths.value : 0) +
    Math.ceil(hullBoxes / hullBoxesPerMonth.value);
  const conningTowerMonths = conningTowerRebuilt ? MED_PORT.conningTower.months.value : 0;
  const before = base.value + damageMonths + conningTowerMonths;
  const seniorRank = ranked(rank, 'capitanoDiFregata') && before >= seniorFrom.value ? -1 : 0;
  return {
    base: base.value,
    inoperativeSystems,
    hullBoxes,
    damageMonths,
    conningTowerMonths,
    seniorRank,
    months: before + seniorRank,
  };
}

/**
 * 7.7.1, 7.8.9: what made the patrol a success, or null (the Bronze Medal turns one failure into one, once); a boat
 * scuttled at sea never "returned to base" (004 L2238-2240, Q-BTM-FATE-RESCUED).
 */
function successOf(career: MedCareer, patrol: MedPatrol): MedBoatReturned['data']['successBy'] {
  if (patrol.crewRescued !== true && patrol.tally.torpedoHits > 0) return 'torpedoHit';
  if (patrol.crewRescued !== true && missionSuccess(patrol) === true) return 'mission';
  const bronze =
    (career.awards.bronzeMedal ?? 0) + (career.awards.silverMedal ?? 0) + (career.awards.goldMedal ?? 0);
  return bronze > 0 && !career.service.bronzeUsed ? 'bronzeMedal' : null; // Q-BTM-BRONZE
}

/** 7.7.3: every third failed patrol in a row lowers the crew a level, down to novice (Q-BTM-FAILED). */
function qualityAfter(career: MedCareer, success: boolean): MedQualityChange | null {
  const failed = success ? 0 : career.service.failedPatrolsInARow + 1;
  if (failed === 0 || failed % MED_PORT.failedInARowLoseALevel.value !== 0) return null;
  const levels = MED_PORT.crewLevels.value;
  const to: MedCrewQuality = levels[Math.max(0, levels.indexOf(career.crewQuality) - 1)];
  return to === career.crewQuality ? null : { from: career.crewQuality, to, rule: '7.7.3' };
}

/**
 * 6.1 step 3, 6.2.2, 7.5.9, 7.7.1, 7.7.3, 7.7.5: after the last box the boat is in base in the month after its patrol
 * and P months; the conning tower rolled for (1-4 rebuilt); the refit's months; an expert Secondo's 1d6 (6: his own
 * boat); the crew's level after three failures in a row; an advance due every third successful patrol. 8.0: a new
 * boat of his class after 5-6 months in hospital (8.1, a new crew: no advance for the old one), a refit of 5 months or
 * more (8.2) or his boat scuttled at sea (7.6.3): no conning tower and no refit for a lost boat, one month to the new.
 */
export function medBoatReturned(state: MedState, dice: DiceSource): MedBoatReturned {
  const career = state.career as MedCareer;
  const patrol = state.patrol as MedPatrol;
  const successBy = successOf(career, patrol);
  const lost = patrol.crewRescued === true; // 7.6.3
  const tower =
    career.conningTowerRebuilt || lost
      ? null
      : roll(dice, '1d6', { purpose: 'conning tower rebuilt (1-4)', rule: '7.5.9.3' });
  const rebuilt = tower !== null && tower.total <= MED_PORT.conningTower.rebuiltOn.value;
  const secondo = career.crewSkills.includes('secondoExpert')
    ? roll(dice, '1d6', { purpose: 'Secondo given his own boat (6)', rule: '7.7.5' })
    : null;
  const success = successBy !== null;
  const successes = career.service.successfulPatrols + (success ? 1 : 0);
  // 7.5.9.1-7.5.9.2: the systems left damaged or INOP after the repairs at sea, the hull boxes marked (7.5.4)
  const damage = lost ? undefined : patrol.damage;
  const refit = medRefitMonths(damage?.systems.length ?? 0, damage?.hull ?? 0, rebuilt, career.rank);
  const quality = qualityAfter(career, success);
  const level = quality?.to ?? career.crewQuality;
  const recovery = anyWounded(career) ? medRecovery(career, refit.months, level, dice) : null; // 7.5.7
  const newBoat = medReassignment(lost, recovery?.comandante?.months ?? 0, refit.months);
  return {
    type: 'MedBoatReturned',
    data: {
      patrol: patrol.number,
      success,
      successBy,
      atSea: monthsFrom(career.date, patrol.months),
      returned: addMonths(career.date, patrol.months),
      base: patrol.rebaseTo ?? career.base,
      conningTower: tower ? { roll: tower, rebuilt } : null,
      refit,
      secondoLeaves: secondo ? { roll: secondo, leaves: secondo.total === 6 } : null,
      quality,
      advanceDue: success && successes % MED_PORT.advanceEvery.value === 0 && newBoat?.crew !== 'new',
      recovery,
      newBoat,
    },
  };
}

/**
 * 6.1 step 3, 4.5, 4.6, 5.1.2, 5.1: the months in port, the torpedoes and ammunition loaded again, the next patrol;
 * from 1942 the player may then ask for G7e (4.5 step 3).
 */
export function medRefitCompleted(
  state: MedState,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedRefitCompleted {
  const career = state.career as MedCareer;
  const refit = career.refit as MedRefit;
  const nextPatrol = addMonths(refit.returned, refit.months);
  const end =
    nextPatrol > MED_PORT.lastPatrolMonth.value
      ? 'warOver'
      : career.endDate !== null && nextPatrol > career.endDate
        ? 'endDate'
        : null;
  const board = medBoardOf(medChart(pack, 'statusBoards'), career.uboatType);
  return {
    type: 'MedRefitCompleted',
    data: {
      inPort: monthsFrom(refit.returned, refit.months),
      nextPatrol,
      end,
      torpedoes: loadTorpedoes(board, 0), // 4.5: W270 (W200 on a Cagni); the G7e asked for next (loadMedTorpedoes)
      deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
      g7eOffered: end === null && g7eMayBeAsked(career.uboatType, nextPatrol),
    },
  };
}
