import { medChart } from '../../campaigns';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { B8RepairModifierId } from '../../campaigns/beneath-the-med/damage';
import type { MedSystem } from '../../campaigns/beneath-the-med/escort';
import type { DiceSource } from '../../dice';
import {
  NO_MED_DAMAGE,
  type MedBoatDamage,
  type MedCareer,
  type MedPatrol,
  type MedRepairsAttempted,
} from '../model/med';
import { onChart, roll } from '../model/rolls';
import type { MedState } from '../model/state';
import type { PatrolAborted } from '../model/events-damage';
import { medAbort } from './abort';
import { engineerHolds, expertFit } from './crew';

// 7.5.1: the repairs at the end of a combat round, 1d6 on [B8] for every damaged system but the hull (D52).

/** 7.5.1: the systems marked DMG (an INOP one is not rolled for again). */
const toRepair = (d: MedBoatDamage): MedSystem[] =>
  d.systems.filter((s) => !(d.inoperative ?? []).includes(s));

/** 7.5.1: a system marked DMG waits for its repair roll at the end of the combat. */
export const repairsDue = (patrol: MedPatrol): boolean => toRepair(patrol.damage ?? NO_MED_DAMAGE).length > 0;

/**
 * 7.5.1: 1d6 per damaged system, repaired on its [B8] number or less: the Direttore di Macchina −1 expert, +1 SW or
 * KIA; an expert Ufficiale alle Armi −1 more for the deck gun and the AA machine guns. Null: nothing to repair.
 * `rule` is what ended the round ('7.2.5' the escorts lost the boat, '9.2' a random event).
 */
export function medRepairs(
  state: MedState,
  rule: string,
  dice: DiceSource,
  pack: MedChartPack,
  damage: MedBoatDamage = (state.patrol as MedPatrol).damage ?? NO_MED_DAMAGE,
): MedRepairsAttempted | null {
  const systems = toRepair(damage);
  if (systems.length === 0) return null;
  const b8 = medChart(pack, 'B8', '7.5.1');
  const career = state.career as MedCareer;
  const holds: Record<B8RepairModifierId, boolean> = {
    ...engineerHolds(career),
    weaponsOfficerExpert: expertFit(career, 'armi'),
  };
  const repairs = systems.map((system) => {
    const n = b8.repairs.find((r) => r.system === system)?.value ?? 0;
    const modifiers = b8.repairModifiers
      .filter(
        (m) => holds[m.id] && (m.id !== 'weaponsOfficerExpert' || b8.weaponsOfficerSystems.includes(system)),
      )
      .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '7.5.1' }));
    const r = roll(dice, b8.repairDie, { purpose: `repair ${system} (1-${n})`, rule: '7.5.1', modifiers });
    return { system, roll: onChart(r, 'B8', `≤${n}`), repaired: r.total <= n };
  });
  return { type: 'RepairsAttempted', data: { rule, floodingPumped: damage.flooding, repairs } };
}

/** 7.5.1: the DMG markers removed, those that failed flipped to INOP. */
export function afterRepairs(damage: MedBoatDamage, d: MedRepairsAttempted['data']): MedBoatDamage {
  const fixed = d.repairs.filter((r) => r.repaired).map((r) => r.system);
  const failed = d.repairs.filter((r) => !r.repaired).map((r) => r.system);
  return {
    ...damage,
    systems: damage.systems.filter((s) => !fixed.includes(s)),
    inoperative: [...(damage.inoperative ?? []), ...failed],
  };
}

/**
 * 7.5.1, 7.5.3: the end of a combat round: the repairs, and a diesel they leave inoperative aborts the patrol. `rule`
 * is what ended the round ('7.2.5' the escorts lost the boat, '7.2.3' the round against ships alone, '7.3.3' the
 * aircraft's attacks, '7.2.10' the enemy submarine's encounter; Q-BTM-COMBAT-REPAIRS).
 */
export function roundEndRepairs(
  state: MedState,
  rule: string,
  dice: DiceSource,
  pack: MedChartPack,
): (MedRepairsAttempted | PatrolAborted)[] {
  const repairs = medRepairs(state, rule, dice, pack);
  if (!repairs) return [];
  const dieselDown = repairs.data.repairs.some((r) => !r.repaired && r.system.startsWith('diesel'));
  const aborts = dieselDown && !(state.patrol as MedPatrol).abort;
  return aborts ? [repairs, medAbort('7.5.3', 'diesel')] : [repairs];
}
