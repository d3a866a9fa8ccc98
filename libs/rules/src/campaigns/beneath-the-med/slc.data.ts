import { between, type RollTable, type SourceRef } from '../../charts';
import { bands, oneRowPerTotal } from './rows';
import type { FrogmenFate, FrogmenFateChart, SlcDetonationChart, SlcTargetChart, SlcTargetShip } from './slc';

const TARGETS: SourceRef = 'designed D41';
const DETONATION: SourceRef = 'designed D42';
const FATE: SourceRef = 'designed D43';

/** A harbour's ships on 1d6, one face each (D41). */
const harbour = (ships: readonly SlcTargetShip[]) => oneRowPerTotal('1d6', 1, ships, TARGETS);

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
      ship('battleship', 'HMS Queen Elizabeth'),
      ship('battleship', 'HMS Valiant'),
      ship('cruiser'),
      ship('destroyer'),
      ship('tanker'),
      ship('freighter'),
    ]),
    gibraltar: harbour([
      ship('aircraftCarrier', 'HMS Ark Royal'),
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
  ...bands(
    '1d6',
    [
      [1, 2, 'fails'],
      [3, 4, 'damaged'],
      [5, 6, 'sunk'],
    ],
    DETONATION,
  ),
};

/** A harbour's crews: killed on 1, captured up to `captured`, escaped on the rest (D43, 004 L1443-1446). */
const fates = (captured: number, escape: FrogmenFate): RollTable<FrogmenFate> => ({
  die: '1d6',
  modified: false,
  rows: [
    { roll: between(1, 1), result: 'killed', provenance: FATE },
    { roll: between(2, captured), result: 'captured', provenance: FATE },
    { roll: between(captured + 1, 6), result: escape, provenance: [FATE, '004 L1443-1446'] },
  ],
});

/** D5 (6.7.5.5): designed, MED_SOURCES D43; flavour only. */
export const MED_D5: FrogmenFateChart = {
  built: true,
  harbours: { alexandria: fates(5, 'safeHouseInEgypt'), gibraltar: fates(3, 'escapedToSpain') },
};
