import { between, type RollTable } from '../../charts';
import type { EnemySubmarineValues, SubmarineRange } from '../../career/common/enemy-submarine-values';
import type { MedRange } from './combat';

const enemyHit = (hitTo: number): RollTable<'hit' | 'miss'> => ({
  die: '2d6',
  modified: false,
  rows: [
    { roll: between(2, hitTo), result: 'hit', provenance: '004 L1835-1836' },
    { roll: between(hitTo + 1, 12), result: 'miss', provenance: '004 L1835-1836' },
  ],
});

/**
 * The enemy submarine (7.2.10), every value printed in the rule text, so constants of the ruleset: who fires first on
 * 1d10 (7.2.10.1-7.2.10.2), the enemy's two torpedoes and their hit windows by range, a dud on 1 (7.2.10.4; on 1d6,
 * the die of [B6], D15). One damage point sinks it (7.2.10.3): its [T5] row prints 1 point (D12).
 */
export const MED_ENEMY_SUBMARINE = {
  initiative: {
    die: '1d10',
    modified: false,
    rows: [
      { roll: between(1, 5), result: 'enemyFiresFirst', provenance: '004 L1807-1808' },
      { roll: between(6, 10), result: 'playerChooses', provenance: '004 L1815-1816' },
    ],
  },
  torpedoesFired: { value: 2, provenance: '004 L1834' },
  torpedoHit: { close: enemyHit(5), medium: enemyHit(4), long: enemyHit(3) },
  dudOnOrBelow: { value: 1, provenance: ['004 L1838-1839', 'designed D15'] },
} as const satisfies EnemySubmarineValues;

/**
 * 7.2.10.2 (Q-BTM-SUB-1): the ranges the Comandante attacks a submarine from, "medium or long, or close at the risk of
 * a detection roll" (004 L1817-1820); after its surprise attack he fires back at medium (7.2.10.1, 004 L1810-1812).
 */
export const SUBMARINE_RANGES = ['close', 'medium', 'long'] as const satisfies readonly (MedRange &
  SubmarineRange)[];
