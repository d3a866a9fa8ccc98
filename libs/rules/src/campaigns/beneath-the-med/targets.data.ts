import type { CapitalShipClass, SourceRef } from '../../charts';
import type { MedCapitalRow, MedShipRow, MedList, MedWarshipRow } from './targets';

/*
 * [T1]-[T5] of Beneath the Med, designed (MED_SOURCES D10-D13): the player aids that print them are not in the seed.
 * No row is a ship the project named: a merchant ship is its list and row, a warship its type, a capital ship one the
 * rule text names (004 L1365-1369) or a class.
 */

/**
 * 11.2 (004 L2585-2591): with the optional rule a ship sunk that comes up again is rolled again; without it, it may
 * come up again. A row of [T1]-[T4] is one ship (Q-BTM-OPT-HISTORICAL); a row of [T5] is a type of warship, many alike.
 */
const REROLL = { value: 'rerollOptional', provenance: '004 L2585-2591' } as const;
const KEEP = { value: 'keep', provenance: ['004 L2585-2591', 'designed D12'] } as const;

/** A merchant list on 1d10: row k is the k-th tenth of The Hunted's printed list (D10). */
const merchants = (
  list: 'T1' | 'T2' | 'T3',
  type: MedShipRow['type'],
  rows: readonly (readonly [tonnage: number, sinkPoints: number])[],
): MedList => ({
  built: true,
  die: '1d10',
  alreadySunk: REROLL,
  rows: rows.map(([tonnage, sinkPoints], i) => ({
    roll: i + 1,
    name: `${list}-${i + 1}`,
    type,
    tonnage,
    sinkPoints,
    provenance: 'designed D10',
  })),
});

export const MED_T1 = merchants('T1', 'smallFreighter', [
  [1000, 1],
  [1400, 2],
  [1700, 2],
  [2500, 2],
  [3000, 2],
  [3500, 2],
  [3800, 2],
  [4400, 2],
  [4700, 2],
  [5000, 2],
]);

export const MED_T2 = merchants('T2', 'largeFreighter', [
  [5200, 3],
  [5400, 3],
  [6300, 3],
  [7100, 3],
  [7100, 3],
  [7200, 3],
  [7200, 3],
  [7200, 3],
  [7300, 3],
  [8700, 3],
]);

export const MED_T3 = merchants('T3', 'tanker', [
  [3800, 2],
  [6100, 3],
  [6900, 3],
  [7100, 3],
  [8000, 3],
  [8200, 3],
  [8900, 3],
  [9700, 3],
  [10000, 4],
  [10300, 4],
]);

const capital = (
  roll: number,
  name: string,
  shipClass: CapitalShipClass,
  tonnage: number,
  sinkPoints: 5 | 6,
  fast: boolean,
  provenance: readonly SourceRef[],
): MedCapitalRow => ({
  roll,
  name,
  type: 'capitalShip',
  shipClass,
  tonnage,
  sinkPoints,
  fast,
  medal: 'gold',
  knightsCross: shipClass === 'BB',
  provenance,
});

/**
 * The bottom of [T4] (7.1.4) on 1d6, as 6.7.4's lists of capital ships are rolled (D11). A row's first source is its
 * values' (charts/provenance.ts): the rule text's line for its name follows where its values are designed.
 */
export const MED_T4: MedList<MedCapitalRow> = {
  built: true,
  die: '1d6',
  alreadySunk: REROLL,
  rows: [
    capital(1, 'HMS Ark Royal', 'CV', 22000, 5, true, ['hist H7', '004 L1367', 'designed D11']),
    capital(2, 'HMS Renown', 'BB', 31500, 6, true, ['designed D11', '004 L1367', '002 L3103']),
    capital(3, 'HMS Nelson', 'BB', 34000, 6, false, ['004 L1367', '002 L3101', 'designed D11']),
    capital(4, 'HMS Rodney', 'BB', 34000, 6, false, ['004 L1369', '002 L3102', 'designed D11']),
    capital(5, 'HMS Prince of Wales', 'BB', 35000, 6, true, ['designed D11', '004 L1369', '002 L3099']),
    capital(6, 'Queen Elizabeth-class battleship', 'BB', 31500, 6, false, ['designed D11', '002 L3103']),
  ],
};

const warship = (
  roll: number,
  name: string,
  warshipClass: MedWarshipRow['warshipClass'],
  tonnage: number,
  sinkPoints: number,
  provenance: readonly SourceRef[],
): MedWarshipRow => ({
  roll,
  name,
  type: warshipClass === 'submarine' ? 'submarine' : 'escort',
  warshipClass,
  tonnage,
  sinkPoints,
  fast: true, // 7.1.5 (004 L1515-1516), 7.2.10.2 (004 L1821-1823)
  provenance,
});

/** [T5] (7.1.5, 7.2.10) on 1d6: the escort types of 11.6 and an enemy submarine (D12). */
export const MED_T5: MedList<MedWarshipRow> = {
  built: true,
  die: '1d6',
  alreadySunk: KEEP,
  rows: [
    warship(1, 'Sloop', 'sloop', 1300, 2, ['004 L2698', 'designed D12']),
    warship(2, 'Corvette', 'corvette', 900, 1, ['004 L2699', 'designed D12']),
    warship(3, 'Frigate', 'FF', 1400, 2, ['004 L2700', 'designed D12']),
    warship(4, 'Escort destroyer', 'DE', 1100, 2, ['004 L2701', 'designed D12']),
    warship(5, 'Destroyer', 'DD', 1200, 2, ['004 L2702-2703', 'designed D12']),
    warship(6, 'Submarine', 'submarine', 800, 1, ['designed D12', '004 L1831']),
  ],
};
