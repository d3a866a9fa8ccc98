import { atLeast, atMost, between, type RollTable, type SourceRef } from '../../charts';
import type { A3Result, EncounterChart } from './encounters';
import { oneRowPerTotal } from './rows';

const SHAPE: SourceRef = 'designed D7';
const YEAR: SourceRef = 'designed D8';
const AREA: SourceRef = 'designed D9';

/** An area's section: its results on 2d6 totals 2 to 12, in order (MED_SOURCES D9). */
const area = (results: readonly A3Result[]): RollTable<A3Result> => oneRowPerTotal('2d6', 2, results, AREA);

/** The Mediterranean's three areas share one section: the rules tell them apart by their missions only (D9). */
const MEDITERRANEAN = area([
  'aircraft',
  'none',
  'capitalShip',
  'aircraft',
  'none',
  'shipsAndEscort',
  'convoy',
  'none',
  'shipsAndEscort',
  'aircraft',
  'aircraft',
]);

/**
 * [A3] (6.1 step 2, 7.1, 7.2.11): Transit, Bay of Biscay and Gibraltar (MED_SOURCES D7, D8) and the section of each
 * patrol area (D9), all designed. The Singapore run has no area box (6.5: every box is a Transit box).
 */
export const A3: EncounterChart = {
  built: true,
  sections: {
    transit: {
      die: '2d6',
      modified: false,
      rows: [
        { roll: between(2, 3), result: 'aircraft', provenance: SHAPE },
        { roll: between(4, 11), result: 'none', provenance: SHAPE },
        { roll: between(12, 12), result: 'aircraft', provenance: SHAPE },
      ],
    },
    biscay: {
      die: '2d6',
      modified: false,
      rows: [
        { roll: between(2, 5), result: 'aircraft', provenance: SHAPE },
        { roll: between(6, 12), result: 'none', provenance: SHAPE },
      ],
    },
    gibraltar: {
      die: '2d6',
      modified: true,
      rows: [
        { roll: atMost(2), result: 'aircraftAndEscort', provenance: SHAPE },
        { roll: between(3, 3), result: 'escort', provenance: SHAPE },
        { roll: between(4, 5), result: 'aircraft', provenance: SHAPE },
        { roll: atLeast(6), result: 'none', provenance: SHAPE },
      ],
    },
    // 6.7.1: the Mission box of a supply run, mine-laying or commando landing (MED_SOURCES D44)
    specialMission: {
      die: '2d6',
      modified: false,
      rows: [
        { roll: between(2, 5), result: 'aircraft', provenance: 'designed D44' },
        { roll: between(6, 12), result: 'none', provenance: 'designed D44' },
      ],
    },
    westernMed: MEDITERRANEAN,
    centralMed: MEDITERRANEAN,
    easternMed: MEDITERRANEAN,
    spanishCoast: area([
      'aircraft',
      'aircraft',
      'ship',
      'none',
      'shipsAndEscort',
      'none',
      'ship',
      'ship',
      'ship',
      'none',
      'aircraft',
    ]),
    northAtlantic: area([
      'capitalShip',
      'aircraft',
      'none',
      'none',
      'convoy',
      'convoy',
      'aircraft',
      'convoy',
      'none',
      'none',
      'aircraft',
    ]),
    westAfrica: area([
      'capitalShip',
      'aircraft',
      'none',
      'none',
      'convoy',
      'ship',
      'none',
      'shipsAndEscort',
      'convoy',
      'none',
      'aircraft',
    ]),
    brazil: area([
      'aircraft',
      'none',
      'shipsAndEscort',
      'none',
      'shipsAndEscort',
      'none',
      'ship',
      'tanker',
      'none',
      'none',
      'aircraft',
    ]),
    caribbean: area([
      'aircraft',
      'aircraft',
      'ship',
      'none',
      'shipsAndEscort',
      'none',
      'ship',
      'tanker',
      'tanker',
      'none',
      'aircraft',
    ]),
  },
  gibraltarYearModifiers: [
    { from: '1940-06', value: 0, provenance: YEAR },
    { from: '1942-01', value: -1, provenance: YEAR },
    { from: '1943-01', value: -2, provenance: YEAR },
  ],
  randomEventOn: { value: 12, provenance: '004 L2512-2516' },
  shipsAndEscort: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 1, provenance: 'designed D13' },
      { roll: between(4, 6), result: 2, provenance: 'designed D13' },
    ],
  },
};
