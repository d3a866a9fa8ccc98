import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { medBoardOf } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { A2MedModifierId } from '../../campaigns/beneath-the-med/air-events';
import type { DiceSource } from '../../dice';
import { crashDiveModifiersThatApply } from '../common/air';
import { rollFlak } from '../common/flak';
import type { Dived, FlakFired } from '../model/events';
import type { MedCareer } from '../model/med';
import type { AppliedModifier } from '../model/rolls';
import type { MedState } from '../model/state';
import { requireStep } from '../model/violations';

/*
 * 7.3.3-7.3.4: the aircraft that caught the boat on the surface attacks on [B4]; at the same time the boat may fire
 * its twin 13.2 mm AA mounts on [A2] (the deck guns cannot, 004 L1915-1916), then it dives at once (004 L1919-1921).
 */

/** The AA mounts working: the board's (7.3.4); no hit puts one out yet (the damage of 7.5.8 waits for [B5], [B8]). */
export const aaMountsWorking = (career: MedCareer, pack: MedChartPack): number =>
  medBoardOf(medChart(pack, 'statusBoards'), career.uboatType).aaMounts.value;

/**
 * 7.3.4: −1 with both mounts working, −1 for a veteran or elite crew; an expert Ufficiale alle Armi and the Gunnery
 * skill (7.7.1) are not earned in a career yet (the crew's skills wait for the refit, 7.7).
 */
export function medAaModifiers(career: MedCareer, pack: MedChartPack): AppliedModifier[] {
  const applies: Partial<Record<A2MedModifierId, boolean>> = {
    bothMountsWorking: aaMountsWorking(career, pack) >= 2,
    veteranOrEliteCrew: career.crewQuality === 'veteran' || career.crewQuality === 'elite',
  };
  return crashDiveModifiersThatApply(medChart(pack, 'A2').modifiers, applies, '7.3.4');
}

/** 7.3.3-7.3.4: the player fires the AA (StaySurfaced): one roll on [A2], the boat diving right after. */
export function fireMedAntiAircraft(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): FlakFired[] {
  requireStep(state, 'antiAircraft', '7.3.4', 'StaySurfaced');
  const career = state.career as MedCareer;
  const gunsWorking = aaMountsWorking(career, pack);
  const modifiers = medAaModifiers(career, pack);
  const { rolls, result } = rollFlak(dice, medChart(pack, 'A2'), {
    purpose: 'AA fire',
    rule: '7.3.4',
    modifiers,
  });
  return [{ type: 'FlakFired', data: { rule: '7.3.4', gunsWorking, rolls, result } }];
}

/** 7.3.3, Q-BTM-AA-HOLD: the player holds fire (Dive): the aircraft attacks undamaged, as if the AA had missed. */
export function holdMedFire(state: MedState): Dived[] {
  requireStep(state, 'antiAircraft', '7.3.3', 'Dive');
  return [{ type: 'Dived', data: { rule: '7.3.3' } }];
}
