import type { RollTable, Sourced } from '../../charts';

// The values of the enemy submarine's procedure a campaign gives (common/enemy-submarine.ts): data alone, so that a
// campaign's chart files may name them without reaching the career's events.

/** The enemy's range: close, medium or long. */
export type SubmarineRange = 'close' | 'medium' | 'long';

/** A campaign's values of the procedure. */
export interface EnemySubmarineValues {
  /** 1d10: the enemy fires first, or the commander chooses. */
  readonly initiative: RollTable<'enemyFiresFirst' | 'playerChooses'>;
  readonly torpedoesFired: Sourced<number>;
  readonly torpedoHit: Readonly<Record<SubmarineRange, RollTable<'hit' | 'miss'>>>;
  /** A torpedo that hit is a dud on 1d6 this number or less. */
  readonly dudOnOrBelow: Sourced<number>;
}
