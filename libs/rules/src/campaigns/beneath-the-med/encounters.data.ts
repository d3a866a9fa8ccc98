import { atLeast, atMost, between, type SourceRef } from '../../charts';
import type { EncounterChart } from './encounters';

const SHAPE: SourceRef = 'designed D7';
const YEAR: SourceRef = 'designed D8';

/**
 * [A3] as far as the first travel boxes need it (6.1 step 2, 7.2.11): Transit, Bay of Biscay and Gibraltar, designed
 * (MED_SOURCES D7, D8). The area sections are not built yet: a box in an area stops with RuleNotImplemented.
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
  },
  gibraltarYearModifiers: [
    { from: '1940-06', value: 0, provenance: YEAR },
    { from: '1942-01', value: -1, provenance: YEAR },
    { from: '1943-01', value: -2, provenance: YEAR },
  ],
  randomEventOn: { value: 12, provenance: '004 L2512-2516' },
};
