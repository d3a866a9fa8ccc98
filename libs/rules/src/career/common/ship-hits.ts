import type { RollTable } from '../../charts';
import type { DiceSource } from '../../dice';
import type { ShipDamaged, ShipSunk, TorpedoDudRolled } from '../model/events';
import { rollOn, type AppliedModifier } from '../model/rolls';
import type { TargetShip } from '../model/state';

/*
 * A hit on a ship, the procedure both games play (The Hunted 9.2.6-9.2.7 on [U2] and [U3]; Beneath the Med 7.2.3 on
 * [B6] and [B2]): a torpedo that hit rolls for a dud, a good hit (or a shell's) rolls its damage points, and the ship
 * sinks at its sink points. Each campaign hands in its own charts.
 */

/** One roll of the procedure as a campaign makes it: its chart, the chart's name in the roll, the rule, modifiers. */
export interface HitRoll<R> {
  readonly table: RollTable<R>;
  readonly chart: string;
  readonly rule: string;
  readonly modifiers: readonly AppliedModifier[];
}

/** A row of the damage chart: a torpedo's points (null: a row only a deck gun's modifier reaches) and a shell's. */
export interface DamagePoints {
  readonly torpedo: number | null;
  readonly deckGun: number;
}

/** The dud roll, then the damage of a good hit; `ships` is the encounter's columns as this salvo leaves them. */
export function torpedoHit(
  target: number,
  ships: TargetShip[],
  dice: DiceSource,
  dud: HitRoll<'dud' | 'runsTrue'>,
  damage: HitRoll<DamagePoints>,
): (TorpedoDudRolled | ShipDamaged | ShipSunk)[] {
  const rolled = rollOn(dice, dud.table, dud.chart, {
    purpose: 'dud',
    rule: dud.rule,
    modifiers: dud.modifiers,
  });
  const dudEvent: TorpedoDudRolled = {
    type: 'TorpedoDudRolled',
    data: { target, roll: rolled.roll, dud: rolled.result === 'dud' },
  };
  if (rolled.result === 'dud') return [dudEvent];
  return [dudEvent, ...damageShip(target, 'torpedo', ships, dice, damage)];
}

/** The damage points of a hit; the ship moves up its column, and sinks at its sink points. */
export function damageShip(
  target: number,
  weapon: 'torpedo' | 'deckGun',
  ships: TargetShip[],
  dice: DiceSource,
  damage: HitRoll<DamagePoints>,
): (ShipDamaged | ShipSunk)[] {
  const { roll, result } = rollOn(dice, damage.table, damage.chart, {
    purpose: 'damage',
    rule: damage.rule,
    modifiers: damage.modifiers,
  });
  const points = (weapon === 'torpedo' ? result.torpedo : result.deckGun) ?? result.deckGun;
  const ship = ships[target];
  const total = Math.min(ship.damage + points, ship.sinkPoints);
  ships[target] = { ...ship, damage: total };
  const damaged: ShipDamaged = {
    type: 'ShipDamaged',
    data: { target, weapon, roll, points, damage: total, sinkPoints: ship.sinkPoints },
  };
  if (total < ship.sinkPoints) return [damaged];
  const { name, type: shipType, tonnage } = ship;
  // 11.3.1, E-KC (002 L3123): a capital ship's grade is given on return from the patrol, never at sea.
  return [damaged, { type: 'ShipSunk', data: { target, name, shipType, tonnage, knightsCross: false } }];
}
