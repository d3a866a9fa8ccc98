import type { DiceSource } from '../../dice';
import type { EnemyTorpedoesFired, SubmarineEncountered, UBoatSunk } from '../model/events';
import { roll, rollOn } from '../model/rolls';
import type { IdentifiedShip } from './ships-sighted';
import type { EnemySubmarineValues, SubmarineRange } from './enemy-submarine-values';

export type { EnemySubmarineValues, SubmarineRange } from './enemy-submarine-values';

/*
 * An enemy submarine, the procedure both games play (The Hunted 9.9.2-9.9.5, Beneath the Med 7.2.10.1-7.2.10.4, 004
 * L1806-1846 "the same procedure"): who fires first on 1d10, and the enemy's torpedoes, each a 2d6 hit window by range
 * and a dud roll; any good hit sinks the boat. Each campaign hands in its own values and rules.
 */

/** The enemy's range: close, medium or long. */
/** An initiative roll (the first, or another after an exchange), with the submarine met. */
export function submarineInitiative(
  ship: IdentifiedShip,
  dice: DiceSource,
  values: EnemySubmarineValues,
  rule: string,
): SubmarineEncountered {
  const rolled = rollOn(dice, values.initiative, 'submarine initiative', {
    purpose: 'initiative (1-5 the enemy fires first)',
    rule,
  });
  const enemyFiresFirst = rolled.result === 'enemyFiresFirst';
  return { type: 'SubmarineEncountered', data: { ship, initiative: rolled.roll, enemyFiresFirst } };
}

/** The enemy's torpedoes at `range`, each rolled to hit then for a dud; any good hit sinks the boat. */
export function enemyTorpedoes(
  dice: DiceSource,
  values: EnemySubmarineValues,
  range: SubmarineRange,
  rule: string,
): (EnemyTorpedoesFired | UBoatSunk)[] {
  const shots = Array.from({ length: values.torpedoesFired.value }, () => {
    const aim = rollOn(dice, values.torpedoHit[range], `submarine torpedo ${range}`, {
      purpose: 'enemy torpedo',
      rule,
    });
    const hit = aim.result === 'hit';
    const dudRoll = hit ? roll(dice, '1d6', { purpose: 'enemy torpedo dud (1)', rule }) : null;
    const dud = dudRoll !== null && dudRoll.total <= values.dudOnOrBelow.value;
    return { roll: aim.roll, hit, dudRoll, dud };
  });
  const sunk = shots.some((s) => s.hit && !s.dud);
  const fired: EnemyTorpedoesFired = { type: 'EnemyTorpedoesFired', data: { range, shots, sunk } };
  return sunk ? [fired, { type: 'UBoatSunk', data: { rule, cause: 'enemyTorpedo' } }] : [fired];
}
