import { between, exactly, RollTable } from './dice';
import { arr, Check, int, obj, oneOf, pattern, rollTable } from './schema';
import { YEAR_MONTH_PATTERN, YearMonth } from './vocabulary';

// ---- Penang next patrol (4.7.5): 1d6 after each Penang refit ----

export type PenangPatrol = 'returnToFrance' | 'returnToNorway' | 'indianOcean' | 'australia';

export interface PenangChart extends RollTable<PenangPatrol> {
  /** From 9/44 "return to France" becomes "return to Norway" (000 L599). */
  readonly franceClosedFrom: YearMonth;
}

export const PENANG: PenangChart = {
  die: '1d6',
  modified: false,
  franceClosedFrom: '1944-09',
  rows: [
    { roll: between(1, 2), result: 'returnToFrance', provenance: ['000 L599', '002 L2401'] },
    { roll: exactly(3), result: 'returnToNorway', provenance: ['000 L600', '002 L2402'] },
    { roll: between(4, 5), result: 'indianOcean', provenance: ['000 L601', '002 L2403'] },
    { roll: exactly(6), result: 'australia', provenance: ['000 L602', '002 L2404'] },
  ],
};

// ---- Port air raids (4.7.6): 2d6 at refit in a German, Norwegian or Mediterranean port from 1/44 ----

export interface PortAirRaidResult {
  readonly outcome: 'boatDestroyed' | 'heavilyDamaged' | 'damaged' | 'noEffect';
  readonly extraRefitMonths: number;
}

export interface PortAirRaidChart extends RollTable<PortAirRaidResult> {
  readonly from: YearMonth;
  readonly ports: readonly ('germany' | 'norway' | 'mediterranean')[];
}

export const PORT_AIR_RAID: PortAirRaidChart = {
  die: '2d6',
  modified: false,
  from: '1944-01',
  ports: ['germany', 'norway', 'mediterranean'],
  rows: [
    {
      roll: exactly(2),
      result: { outcome: 'boatDestroyed', extraRefitMonths: 1 },
      provenance: '000 L613',
      interpretation: 'Q-PORT-RAID',
    },
    { roll: exactly(3), result: { outcome: 'heavilyDamaged', extraRefitMonths: 2 }, provenance: '000 L614' },
    { roll: exactly(4), result: { outcome: 'damaged', extraRefitMonths: 1 }, provenance: '000 L615' },
    { roll: between(5, 12), result: { outcome: 'noEffect', extraRefitMonths: 0 }, provenance: '000 L616' },
  ],
};

// ---- Validation ----

const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');
export const PENANG_SCHEMA: Check = rollTable(
  oneOf(['returnToFrance', 'returnToNorway', 'indianOcean', 'australia']),
  {},
  { franceClosedFrom: yearMonth },
);

export const PORT_AIR_RAID_SCHEMA: Check = rollTable(
  obj({
    outcome: oneOf(['boatDestroyed', 'heavilyDamaged', 'damaged', 'noEffect']),
    extraRefitMonths: int({ min: 0, max: 3 }),
  }),
  {},
  { from: yearMonth, ports: arr(oneOf(['germany', 'norway', 'mediterranean']), 'port') },
);
