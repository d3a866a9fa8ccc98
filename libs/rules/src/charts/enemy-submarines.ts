import { between, RollTable } from './dice';
import { SourceRef } from './provenance';
import { bool, Check, int, obj, oneOf, rollTable, sourced } from './schema';
import { TARGET_LIST_SCHEMA, TargetList } from './targets';
import { TargetRow } from './targets.types';
import { Sourced } from './vocabulary';

// ---- Enemy submarines (9.9): which submarine, who fires first, its torpedoes ----

export interface EnemySubmarineChart {
  readonly nonAustralian: TargetList;
  readonly australian: TargetList;
  /** 1d10 (0 = 10): 1-5 the enemy fires first at medium range (you are detected); 6-10 you choose (9.9.2-9.9.3). */
  readonly initiative: RollTable<'enemyFiresFirst' | 'playerChooses'>;
  readonly torpedoesFired: Sourced<number>;
  /** The enemy's two torpedoes hit on 2d6 (unmodified) in these ranges; any hit sinks the U-boat (9.9.5). */
  readonly torpedoHit: Record<'close' | 'medium' | 'long', RollTable<'hit' | 'miss'>>;
  /** Enemy torpedoes dud on a 1 (1d6 assumed, designed D29). */
  readonly dudOnOrBelow: Sourced<number>;
  readonly deckGunAllowed: Sourced<boolean>;
}

const enemy = (roll: number, name: string, tonnage: number, line: number): TargetRow => ({
  roll,
  name,
  type: 'submarine',
  tonnage,
  provenance: `000 L${line}` as SourceRef,
});

const enemyHit = (hitTo: number): RollTable<'hit' | 'miss'> => ({
  die: '2d6',
  modified: false,
  rows: [
    { roll: between(2, hitTo), result: 'hit', provenance: '000 L1330' },
    { roll: between(hitTo + 1, 12), result: 'miss', provenance: '000 L1330' },
  ],
});

export const ENEMY_SUBMARINES: EnemySubmarineChart = {
  nonAustralian: {
    die: '1d10',
    alreadySunk: { value: 'keep', provenance: '000 L1302' },
    rows: [
      enemy(1, 'HMS Salmon', 600, 1305),
      enemy(2, 'HMS Cachalot', 1800, 1306),
      enemy(3, 'HMS Truculent', 1100, 1307),
      enemy(4, 'HMS Sickle', 600, 1308),
      enemy(5, 'HMS Sahib', 600, 1309),
      enemy(6, 'HMS Unbeaten', 500, 1310),
      enemy(7, 'HMS Tapir', 1100, 1311),
      enemy(8, 'HMS Saracen', 600, 1312),
      enemy(9, 'HMS Venturer', 500, 1313),
      enemy(10, 'HMS Tuna', 1100, 1314),
    ],
  },
  australian: {
    die: '1d6',
    alreadySunk: { value: 'keep', provenance: '000 L1302' },
    rows: [
      enemy(1, 'USS Besugo', 1600, 1317),
      enemy(2, 'USS Flounder', 1500, 1318),
      enemy(3, 'HNMS Zwaardvisch', 1100, 1319),
      enemy(4, 'HMS Trespasser', 1100, 1320),
      enemy(5, 'HMS Tantalus', 1100, 1321),
      enemy(6, 'HMS Tally-ho', 1100, 1322),
    ],
  },
  initiative: {
    die: '1d10',
    modified: false,
    rows: [
      { roll: between(1, 5), result: 'enemyFiresFirst', provenance: '000 L1324', interpretation: 'C-17' },
      { roll: between(6, 10), result: 'playerChooses', provenance: '000 L1326', interpretation: 'C-17' },
    ],
  },
  torpedoesFired: { value: 2, provenance: '000 L1330' },
  torpedoHit: { close: enemyHit(5), medium: enemyHit(4), long: enemyHit(3) },
  dudOnOrBelow: { value: 1, provenance: ['000 L1330', 'designed D29'] },
  deckGunAllowed: { value: false, provenance: '000 L1326' },
};

// ---- Validation ----

const hitMiss = rollTable(oneOf(['hit', 'miss']));
export const ENEMY_SUBMARINES_SCHEMA: Check = obj({
  nonAustralian: TARGET_LIST_SCHEMA,
  australian: TARGET_LIST_SCHEMA,
  initiative: rollTable(oneOf(['enemyFiresFirst', 'playerChooses'])),
  torpedoesFired: obj({ value: int({ min: 1, max: 4 }), ...sourced }),
  torpedoHit: obj({ close: hitMiss, medium: hitMiss, long: hitMiss }),
  dudOnOrBelow: obj({ value: int({ min: 0, max: 6 }), ...sourced }),
  deckGunAllowed: obj({ value: bool, ...sourced }),
});
