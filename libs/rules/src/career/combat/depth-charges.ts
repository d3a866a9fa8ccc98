import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { e3Modifiers } from './combat-modifiers';
import type { DepthCharged } from '../model/events';
import { rollOn, type RecordedRoll } from '../model/rolls';
import type { CareerState } from '../model/state';
import { adjustedAttack, escortQualityOf } from '../options/quality';

/** 9.6.10: depth charges on [E3]; the escorts' quality (14.6) and the evasive manoeuvres' hits (14.8) change it. */
export function depthChargesOnE3(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
  specialCheck: RecordedRoll,
  evasion: number | null,
): DepthCharged {
  const { roll: r, result } = rollOn(dice, charts.E3, 'E3', {
    purpose: 'depth charges',
    rule: '9.6.10',
    modifiers: e3Modifiers(state, charts),
  });
  const { hits, sunk, rulesApplied } = adjustedAttack(result, escortQualityOf(state, charts), evasion);
  const data = {
    specialCheck,
    weapon: 'depthCharges' as const,
    weaponRoll: null,
    hedgehogHit: null,
    roll: r,
    hits,
    sunk,
  };
  return { type: 'DepthCharged', data: rulesApplied.length > 0 ? { ...data, rulesApplied } : data };
}
