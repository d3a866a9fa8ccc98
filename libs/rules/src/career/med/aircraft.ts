import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { attacksAfterCrashDive, crashDiveModifiersThatApply } from '../common/air';
import type { AircraftEncountered } from '../model/events';
import type { MedAircraft, MedCareer } from '../model/med';
import { rollOn } from '../model/rolls';
import type { Step } from '../model/state';
import { allGenericOut } from './crew';

/**
 * 7.3.1: an aircraft met on [A3]: the boat crash-dives, 2d6 on [A4] with the modifiers of its conning tower
 * (7.5.9.3), its crew (7.7.2) and its generic crew (7.5.6). The same roll as The Hunted's [A1] (9.8.1), on
 * Beneath the Med's chart: no posture, kite or special air weapon (digest §1.4).
 */
export function medCrashDive(
  career: MedCareer,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
  inMissionBox = false,
): AircraftEncountered<'beneath-the-med'> {
  const chart = medChart(pack, 'A4');
  const modifiers = crashDiveModifiersThatApply(
    chart.modifiers,
    {
      conningTowerNotRebuilt: !career.conningTowerRebuilt,
      noviceCrew: career.crewQuality === 'novice',
      eliteCrew: career.crewQuality === 'elite',
      allGenericCrewOut: allGenericOut(career.wounds), // 7.5.6
      shallowWater: inMissionBox, // 6.7.1: exposed in shallow water (Q-BTM-MISSION-EXPOSURE)
    },
    '7.3.1',
  );
  const { roll, result } = rollOn(dice, chart, 'A4', { purpose: 'crash dive', rule: '7.3.1', modifiers });
  return {
    type: 'AircraftEncountered',
    data: { rule: '7.3.1', crashDive: roll, result, attacks: attacksAfterCrashDive(result) },
  };
}

/**
 * 7.3.2: after a clean crash dive nothing happens and the boat sails on. 7.3.3: otherwise the aircraft attacks on
 * [B4] at +2 while the boat may fire its AA on [A2] (7.3.4, med/anti-aircraft.ts).
 */
export const afterCrashDive = (d: MedAircraft): Step =>
  d.attacks === 0 ? { kind: 'underway' } : { kind: 'antiAircraft', rule: '7.3.3', attacks: d.attacks };
