import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import type { AdditionalRoundRolled, AircraftAttacked, CareerEvent } from '../model/events';
import { rollOn } from '../model/rolls';
import type { AirCombat, MedState } from '../model/state';
import { aircraftCrewInjuries, aircraftQualityHits } from './aircraft-quality';
import { medAdjustedAttack } from './quality';
import { medCrewInjuries } from './crew-injuries';
import { damageOf, extraFlooding, medHit, sunk } from './escorts';
import { missionBoxRolledAgain } from './missions/mission-box';
import { notPlayedError } from './not-played';
import { roundEndRepairs } from './repairs';

/*
 * 7.3.3: the aircraft that caught the boat on the surface attacks on [B4] at +2, once, or twice on a modified 1 on
 * [A4] unless the AA shot it down; each hit is one roll on [B5], as the escorts' (7.2.5, med/escorts.ts); the
 * additional flooding check follows the attacks (7.5.2). An aircraft the AA did not hit shadows the boat: [A3]'s extra
 * combat round. A hit's crew injuries and the first aircraft's are rolled on [B8] (7.5.6, med/crew-injuries.ts); the
 * aircraft gone, the damaged systems' repairs (7.5.1, Q-BTM-COMBAT-REPAIRS); what follows is folded by med/evolve-air.ts.
 */

const airOf = (state: MedState): AirCombat => state.air as AirCombat;

/**
 * Automatic while the aircraft attacks (step `aircraft`): the next attack, hit or flooding check, in that order, then
 * the shadowing aircraft's roll; the aircraft gone (`air` null), the Mission box rolled again (6.7.1).
 */
export function medAircraftStep(state: MedState, dice: DiceSource, pack: MedChartPack): CareerEvent[] {
  if (!state.air) return missionBoxRolledAgain(state, dice, pack) as CareerEvent[];
  const air = airOf(state);
  const b5 = medChart(pack, 'B5');
  if (air.next === 'additionalRound') return [shadowing(dice, pack)];
  if (air.next === 'repairs') return roundEndRepairs(state, '7.3.3', dice, pack) as CareerEvent[]; // Q-BTM-COMBAT-REPAIRS
  if (air.next === 'floodingCheck') return [extraFlooding(state, b5, dice)];
  if (air.hitsToRoll > 0) {
    const hit = medHit(damageOf(state), b5, dice);
    if (hit.data.sunk) return [hit, sunk('7.5.4', 'hull')] as unknown as CareerEvent[];
    return [hit, ...medCrewInjuries(state, hit.data.crewInjuries, '7.2.5', dice, pack)] as CareerEvent[]; // 7.5.6: a [B5] hit's, as the escorts' (7.2.5)
  }
  // Q-BTM-AIR-INJURY: the first aircraft's crew injury once its attacks are resolved, on [B8] (7.5.6)
  if (air.next === 'crewInjury')
    return medCrewInjuries(state, aircraftCrewInjuries(state), '7.3.3', dice, pack) as CareerEvent[];
  const attack = airAttack(state, dice, pack);
  return attack.data.sunk ? [attack, sunk('7.3.3', 'attack')] : [attack];
}

/**
 * 7.3.3: one attack on [B4], +2 its only modifier (Q-BTM-AIR-B4); the first attack of the aircraft that caught the
 * boat on the surface brings the automatic crew injury, a later aircraft's none (004 L1902-1904).
 */
function airAttack(state: MedState, dice: DiceSource, pack: MedChartPack): AircraftAttacked {
  const air = airOf(state);
  const b4 = medChart(pack, 'B4', '7.3.3');
  const modifiers = b4.modifiers
    .filter((m) => m.id === 'aircraftAttack')
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '7.3.3' }));
  const { roll, result } = rollOn(dice, b4, 'B4', { purpose: 'air attack', rule: '7.3.3', modifiers });
  const attack = air.attacksMade + 1;
  const data = { rule: '7.3.3', attack, weapon: 'normal' as const, surfaced: air.round === 1 };
  // 11.5: the aircraft's quality adds to or takes from the printed hits
  const printed = { hits: result.hits, sunk: result.uboatSunk };
  const { hits, sunk, rulesApplied } = medAdjustedAttack(printed, aircraftQualityHits(state));
  const applied = rulesApplied.length > 0 ? { rulesApplied } : {};
  return {
    type: 'AircraftAttacked',
    data: {
      ...data,
      ...{ targetRoll: null, bombsRoll: null, roll, hits, sunk, ...applied },
      automaticCrewInjury: air.round === 1 && attack === 1,
    },
  };
}

/**
 * 7.3.3 (Q-BTM-AIR-SHADOW): the aircraft the AA did not hit shadows the boat, now submerged: one roll on [A3]'s extra
 * combat round section, the one the Gibraltar passage rolls (designed D7), without the Strait's year modifier.
 */
function shadowing(dice: DiceSource, pack: MedChartPack): AdditionalRoundRolled {
  const table = medChart(pack, 'A3').sections.gibraltar;
  if (!table) throw notPlayedError('7.3.3', { chart: 'A3', section: 'gibraltar' });
  const { roll, result } = rollOn(dice, table, 'A3 gibraltar', {
    purpose: 'the aircraft shadows the boat',
    rule: '7.3.3',
  });
  const aircraft = result === 'aircraft' || result === 'aircraftAndEscort';
  const escortArrives = result === 'escort' || result === 'aircraftAndEscort';
  const met = aircraft
    ? escortArrives
      ? 'aircraftAndEscort'
      : 'aircraft'
    : escortArrives
      ? 'escort'
      : 'none';
  return {
    type: 'AdditionalRoundRolled',
    data: { rule: '7.3.3', roll, result: met, aircraft, escortArrives },
  };
}
