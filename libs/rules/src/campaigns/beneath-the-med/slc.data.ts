import { between, type RollTable, type SourceRef } from '../../charts';
import type { FrogmenFateChart, SlcDetonationChart, SlcTargetChart, SlcTargetShip } from './slc';

const TARGETS: SourceRef = 'designed D41';
const DETONATION: SourceRef = 'designed D42';
const FATE: SourceRef = 'designed D43';

/** A harbour's ships on 1d6, one face each (D41). */
const harbour = (ships: readonly SlcTargetShip[]): RollTable<SlcTargetShip> => ({
  die: '1d6',
  modified: false,
  rows: ships.map((result, i) => ({ roll: between(i + 1, i + 1), result, provenance: TARGETS })),
});

const ship = (type: SlcTargetShip['type'], name: string | null = null): SlcTargetShip => ({
  type,
  name,
  capital: type === 'battleship' || type === 'aircraftCarrier',
});

/** D3 (6.7.5.3): designed, MED_SOURCES D41 and D45. */
export const MED_D3: SlcTargetChart = {
  built: true,
  slcsCarried: { value: 3, provenance: ['hist H20', 'designed D40'] },
  harbourOf: {
    value: { westernMed: 'gibraltar', centralMed: 'alexandria', easternMed: 'alexandria' },
    provenance: ['designed D45', '004 L1376-1377'],
  },
  moreTargets: { value: 1, provenance: TARGETS },
  harbours: {
    alexandria: harbour([
      ship('battleship', 'Queen Elizabeth'),
      ship('battleship', 'Valiant'),
      ship('cruiser'),
      ship('destroyer'),
      ship('tanker'),
      ship('freighter'),
    ]),
    gibraltar: harbour([
      ship('aircraftCarrier', 'Ark Royal'),
      ship('battleship'),
      ship('cruiser'),
      ship('destroyer'),
      ship('tanker'),
      ship('freighter'),
    ]),
  },
};

/** D4 (6.7.5.4): designed, MED_SOURCES D42. */
export const MED_D4: SlcDetonationChart = {
  built: true,
  die: '1d6',
  modified: false,
  rows: [
    { roll: between(1, 2), result: 'fails', provenance: DETONATION },
    { roll: between(3, 4), result: 'damaged', provenance: DETONATION },
    { roll: between(5, 6), result: 'sunk', provenance: DETONATION },
  ],
};

/** D5 (6.7.5.5): designed, MED_SOURCES D43; flavour only. */
export const MED_D5: FrogmenFateChart = {
  built: true,
  harbours: {
    alexandria: {
      die: '1d6',
      modified: false,
      rows: [
        { roll: between(1, 1), result: 'killed', provenance: FATE },
        { roll: between(2, 5), result: 'captured', provenance: FATE },
        { roll: between(6, 6), result: 'safeHouseInEgypt', provenance: [FATE, '004 L1443-1446'] },
      ],
    },
    gibraltar: {
      die: '1d6',
      modified: false,
      rows: [
        { roll: between(1, 1), result: 'killed', provenance: FATE },
        { roll: between(2, 3), result: 'captured', provenance: FATE },
        { roll: between(4, 6), result: 'escapedToSpain', provenance: [FATE, '004 L1443-1446'] },
      ],
    },
  },
};
