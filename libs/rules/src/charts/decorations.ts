import { between, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import { arr, ascending, Check, int, obj, oneOf, pattern, record, rollTable, sourced, str } from './schema';
import { Sourced, UBOAT_TYPES, UBoatType, YEAR_MONTH_PATTERN, YearMonth } from './vocabulary';

// ---- [M5] Decorations (11.3) ----

export const DECORATIONS = ['knightsCross', 'oakLeaves', 'swords', 'diamonds'] as const;
export type Decoration = (typeof DECORATIONS)[number];

export interface DecorationsChart {
  /** Knight's Cross: tons sunk by the date the patrol ends, or any capital ship. */
  readonly knightsCrossTons: readonly {
    readonly from: YearMonth;
    readonly to: YearMonth;
    readonly tons: number;
    readonly provenance: Provenance;
  }[];
  /** Each further grade: the previous one plus this many more tons, or a capital ship. */
  readonly nextGradeTons: Sourced<number>;
  readonly capitalShipGivesNextGrade: Sourced<true>;
  readonly maxGradesPerPatrol: Sourced<number>;
  readonly order: readonly Decoration[];
  readonly benefits: Record<Decoration, { readonly effect: string; readonly provenance: Provenance }>;
  readonly interpretation: InterpretationId;
}

export const M5: DecorationsChart = {
  knightsCrossTons: [
    { from: '1943-07', to: '1943-12', tons: 75000, provenance: '000 L1703' },
    { from: '1944-01', to: '1944-06', tons: 50000, provenance: '000 L1703' },
    { from: '1944-07', to: '1945-05', tons: 25000, provenance: '000 L1703' },
  ],
  nextGradeTons: { value: 25000, provenance: ['000 L1709', '000 L1711', '000 L1713'] },
  capitalShipGivesNextGrade: { value: true, provenance: ['000 L1703', '002 L3123'] },
  maxGradesPerPatrol: { value: 1, provenance: '000 L1743' },
  order: ['knightsCross', 'oakLeaves', 'swords', 'diamonds'],
  benefits: {
    knightsCross: { effect: 'no +1 for a second salvo; -1 on [U1] torpedo rolls', provenance: '000 L1723' },
    oakLeaves: { effect: 'as above, and -1 on [E2]', provenance: '000 L1727' },
    swords: {
      effect: 'as above, and following ships or convoys (9.7) succeeds automatically',
      provenance: '000 L1733',
    },
    diamonds: { effect: 'as above; no further ability', provenance: '000 L1739' },
  },
  interpretation: 'C-23',
};

// ---- [M6] Request a newer U-boat (11.4.3): 1d6 after a patrol that earned a decoration ----

export interface NewBoatChart extends RollTable<'chooseNewerBoat' | 'noEffect'> {
  /** Limited types also need 1d6 1-2 (11.4.5). */
  readonly limitedTypes: readonly UBoatType[];
  readonly limitedRoll: RollTable<'granted' | 'latestStandardModel'>;
  /** Types that need the rank of KptLt or higher. */
  readonly kptLtOrHigherFor: readonly UBoatType[];
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export const M6: NewBoatChart = {
  die: '1d6',
  modified: false,
  rows: [
    {
      roll: between(1, 3),
      result: 'chooseNewerBoat',
      provenance: ['000 L1813', '002 L2844'],
      interpretation: 'Q-30',
    },
    { roll: between(4, 6), result: 'noEffect', provenance: ['000 L1813', '002 L2845'] },
  ],
  limitedTypes: ['VIID', 'IXD/42', 'XB', 'XII', 'XIV', 'VIIC Flak'],
  limitedRoll: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 2), result: 'granted', provenance: ['000 L1821', '002 L2846'] },
      { roll: between(3, 6), result: 'latestStandardModel', provenance: '000 L1821' },
    ],
  },
  kptLtOrHigherFor: ['XB', 'XIV', 'IXD-2', 'IXD/42', 'XII', 'XXI'],
  provenance: ['000 L1811', '000 L1813', '000 L1821'],
  interpretation: 'C-24',
};

// ---- Validation ----

const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');
const sourcedInt = obj({ value: int({ min: 0, max: 100000 }), ...sourced });
const sourcedTrue = obj({ value: oneOf([true]), ...sourced });
const types = arr(oneOf(UBOAT_TYPES), 'type');
export const M5_SCHEMA: Check = obj({
  knightsCrossTons: ascending(
    arr(obj({ from: yearMonth, to: yearMonth, tons: int({ min: 1000 }), ...sourced }), 'period'),
    'from',
    'period',
  ),
  nextGradeTons: sourcedInt,
  capitalShipGivesNextGrade: sourcedTrue,
  maxGradesPerPatrol: sourcedInt,
  order: arr(oneOf(DECORATIONS), 'grade', { length: 4 }),
  benefits: record(DECORATIONS, obj({ effect: str, ...sourced })),
  interpretation: sourced.interpretation,
});

export const M6_SCHEMA: Check = rollTable(
  oneOf(['chooseNewerBoat', 'noEffect']),
  {},
  {
    limitedTypes: types,
    limitedRoll: rollTable(oneOf(['granted', 'latestStandardModel'])),
    kptLtOrHigherFor: types,
    ...sourced,
  },
);
