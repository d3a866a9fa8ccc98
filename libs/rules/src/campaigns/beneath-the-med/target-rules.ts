import { between, exactly, type RollTable } from '../../charts';
import type { A3Result } from './encounters';

/** The target lists of 7.1 (004 L1500-1550): freighters by size (T1, T2), tankers (T3), capital ships, warships. */
export type MedTargetList = 'T1' | 'T2' | 'T3' | 'T4' | 'T5';

/** How an [A3] ship result is identified: the ship-size roll first, or straight on a list (7.1.3-7.1.8). */
export interface MedIdentification {
  readonly rule: string;
  readonly by: 'shipSize' | MedTargetList;
  /** How many ships: a number, or `shipsAndEscort` for one or two on [A3]'s roll (MED_SOURCES D13). */
  readonly ships: 1 | 3 | 'shipsAndEscort';
  readonly source: string;
}

/**
 * The rule-text procedure of 7.1, the same as The Hunted's 8.3 (roll the size, then the ship on its list): its
 * tables are printed in the rulebook, so they are constants of the ruleset, not cells of the pack.
 */
export const MED_TARGETS = {
  /** 7.1.3: 1d6, 1-3 a small freighter, 4-5 a large one, 6 a tanker. */
  shipSize: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'smallFreighter', provenance: '004 L1491-1492' },
      { roll: between(4, 5), result: 'largeFreighter', provenance: '004 L1491-1492' },
      { roll: exactly(6), result: 'tanker', provenance: '004 L1491-1492' },
    ],
  } satisfies RollTable<'smallFreighter' | 'largeFreighter' | 'tanker'>,
  identify: {
    ship: { rule: '7.1.3', by: 'shipSize', ships: 1, source: '004 L1486-1492 (one ship: MED_SOURCES D13)' },
    shipsAndEscort: { rule: '7.1.3', by: 'shipSize', ships: 'shipsAndEscort', source: '004 L1500-1503' },
    convoy: { rule: '7.1.6', by: 'shipSize', ships: 3, source: '004 L1530-1541' },
    tanker: { rule: '7.1.8', by: 'T3', ships: 1, source: '004 L1546-1550' },
    capitalShip: { rule: '7.1.4', by: 'T4', ships: 1, source: '004 L1504-1506' },
    warship: { rule: '7.1.5', by: 'T5', ships: 1, source: '004 L1513-1515' },
  } satisfies Partial<Record<A3Result, MedIdentification>>,
} as const;
