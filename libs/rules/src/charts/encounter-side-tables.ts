import { between, exactly, RollTable } from './dice';
import { Provenance } from './provenance';
import { arr, Check, int, obj, oneOf, record, rollTable } from './schema';

// ---- [E1] side tables: day or night (8.4.1), switch to night (8.4.2), ship size (8.3.1), Arctic day or night (8.4.5) ----

export type ArcticMonthsId = 'janToMar' | 'aprToMay' | 'jun' | 'julToSep' | 'octToNov' | 'dec';

export interface EncounterSideTables {
  readonly dayOrNight: RollTable<'day' | 'night'>;
  readonly switchToNight: RollTable<'night' | 'targetLost'>;
  /** Boats with Balkon-Geraet (all XXI, some IX) switch on 1-5 (8.4.2). */
  readonly switchToNightBalkonGeraet: RollTable<'night' | 'targetLost'>;
  readonly shipSize: RollTable<'smallFreighter' | 'largeFreighter' | 'tanker'>;
  /** Arctic day or night by month (8.4.5). */
  readonly arcticDayOrNight: Record<
    ArcticMonthsId,
    RollTable<'day' | 'night'> & { readonly months: readonly number[] }
  >;
}

const arctic = (months: number[], dayTo: number, day: Provenance, night: Provenance) => ({
  die: '1d6' as const,
  modified: false,
  months,
  rows: [
    ...(dayTo > 0 ? [{ roll: between(1, dayTo), result: 'day' as const, provenance: day }] : []),
    ...(dayTo < 6 ? [{ roll: between(dayTo + 1, 6), result: 'night' as const, provenance: night }] : []),
  ],
});

export const E1_SIDE_TABLES: EncounterSideTables = {
  dayOrNight: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'day', provenance: '002 L2441' },
      { roll: between(4, 6), result: 'night', provenance: '002 L2442' },
    ],
  },
  switchToNight: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 4), result: 'night', provenance: ['002 L2444', '000 L946'] },
      { roll: between(5, 6), result: 'targetLost', provenance: ['002 L2445', '000 L946'] },
    ],
  },
  switchToNightBalkonGeraet: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 5), result: 'night', provenance: '000 L946' },
      { roll: exactly(6), result: 'targetLost', provenance: '000 L946' },
    ],
  },
  shipSize: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'smallFreighter', provenance: '002 L2447' },
      { roll: between(4, 5), result: 'largeFreighter', provenance: '002 L2448' },
      { roll: exactly(6), result: 'tanker', provenance: '002 L2449' },
    ],
  },
  arcticDayOrNight: {
    janToMar: arctic([1, 2, 3], 2, '000 L957', '000 L958'),
    aprToMay: arctic([4, 5], 4, '000 L957', '000 L958'),
    jun: arctic([6], 6, '000 L957', '000 L958'),
    julToSep: arctic([7, 8, 9], 4, '000 L957', '000 L958'),
    octToNov: arctic([10, 11], 2, '000 L957', '000 L958'),
    dec: arctic([12], 0, '000 L957', '000 L958'),
  },
};

// ---- Validation ----

export const E1_SIDE_TABLES_SCHEMA: Check = obj({
  dayOrNight: rollTable(oneOf(['day', 'night'])),
  switchToNight: rollTable(oneOf(['night', 'targetLost'])),
  switchToNightBalkonGeraet: rollTable(oneOf(['night', 'targetLost'])),
  shipSize: rollTable(oneOf(['smallFreighter', 'largeFreighter', 'tanker'])),
  arcticDayOrNight: record(
    ['janToMar', 'aprToMay', 'jun', 'julToSep', 'octToNov', 'dec'],
    rollTable(oneOf(['day', 'night']), {}, { months: arr(int({ min: 1, max: 12 }), 'month') }),
  ),
});
