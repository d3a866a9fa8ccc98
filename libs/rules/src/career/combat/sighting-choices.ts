import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { AttackDeclined, SwitchToNightAttempted } from '../model/events';
import { rollOn } from '../model/rolls';
import { boatOf, type CareerState, type Encounter } from '../model/state';
import { requireStep, violation } from '../model/violations';

// The Kommandant's choices once ships are sighted and identified (8.3.6, 8.4.2); the approach is in approach.ts.

/** Whether 8.4.2 allows trying Day → Night now (pending() offers it only then). */
export function canSwitchToNight(encounter: Encounter): boolean {
  const undamagedCapitalShip = encounter.ships.some((s) => s.type === 'capitalShip' && s.damage === 0);
  return encounter.timeOfDay === 'day' && !encounter.nightSwitchTried && !undamagedCapitalShip;
}

/** 8.4.2: try to change Day to Night; on 5-6 (Balkon-Gerät: 6) contact is lost. */
export function switchToNight(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): SwitchToNightAttempted[] {
  requireStep(state, 'shipsSighted', '8.4.2', 'SwitchToNight');
  const encounter = state.encounter as Encounter;
  if (!canSwitchToNight(encounter)) {
    throw violation(
      '8.4.2',
      'time/cannot-switch-to-night',
      'Day to Night only, once, and not vs an undamaged capital ship',
    );
  }
  const balkon = boatOf(state).fittings.balkonGeraet; // 8.4.2: standard on the XXI, a refit fitting on a IX (10.11.9)
  const table = balkon ? charts.E1.sideTables.switchToNightBalkonGeraet : charts.E1.sideTables.switchToNight;
  const { roll: r, result } = rollOn(dice, table, 'E1 switch to night', {
    purpose: 'switch to night',
    rule: '8.4.2',
  });
  return [{ type: 'SwitchToNightAttempted', data: { roll: r, outcome: result } }];
}

/** 8.2.5, 8.3.6: the Kommandant lets the ships pass; the boat is not detected. */
export function declineAttack(state: CareerState): AttackDeclined[] {
  requireStep(state, 'shipsSighted', '8.3.6', 'DeclineAttack');
  return [{ type: 'AttackDeclined', data: {} }];
}
