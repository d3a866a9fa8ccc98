import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, modifiers, obj, oneOf, optional, sourced, str } from './schema';
import { Modifier, RANKS, Rank, Sourced, UBOAT_TYPES, UBoatType } from './vocabulary';

// ---- [M1] Refit (10.11): months at sea (P) then in refit (R) ----

export interface RefitItem {
  readonly id:
    | 'extendedPatrol'
    | 'typeIXD2Patrol'
    | 'resuppliedAtSea'
    | 'baseRefit'
    | 'threeOrMoreSystemsInoperative'
    | 'perThreeHullBoxes';
  readonly months: number;
  readonly code: 'P' | 'R';
  readonly when: string;
  readonly types?: readonly UBoatType[];
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface RefitChart {
  readonly items: readonly RefitItem[];
  readonly penangBaseRefitMonths: Sourced<number>;
  /** KKpt and higher: -1 month, only when the original refit is 3-4 months (11.2.1). */
  readonly seniorRankShortening: {
    readonly ranks: readonly Rank[];
    readonly months: number;
    readonly onlyIfOriginal: readonly number[];
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
  };
  /** A refit of this many months or more gives a new boat of the same type; count the refit as 1 month. */
  readonly newBoatAtMonths: Sourced<number>;
  /** If the Kommandant is SW, the refit lasts at least his recovery time. */
  readonly kommandantRecoveryIsMinimum: Sourced<true>;
}

const EXTENDED: readonly UBoatType[] = ['VIID', 'IXB', 'IXC', 'IXC/40', 'IXD/42', 'XB', 'XII', 'XIV', 'XXI'];

export const M1: RefitChart = {
  items: [
    {
      id: 'extendedPatrol',
      months: 1,
      code: 'P',
      when: 'Types VIID, XB, XII, XIV, XXI and every Type IX except IXD-2',
      types: EXTENDED,
      provenance: ['000 L1546', '002 L2792'],
      interpretation: 'C-20',
    },
    {
      id: 'typeIXD2Patrol',
      months: 3,
      code: 'P',
      when: 'Type IXD-2 (instead of the single P)',
      types: ['IXD-2'],
      provenance: ['000 L1548', '002 L2794'],
      interpretation: 'C-20',
    },
    {
      id: 'resuppliedAtSea',
      months: 1,
      code: 'P',
      when: 'resupplied at sea (14.9)',
      provenance: ['000 L2176', '002 L2793'],
    },
    { id: 'baseRefit', months: 1, code: 'R', when: 'every refit', provenance: ['000 L1528', '002 L2795'] },
    {
      id: 'threeOrMoreSystemsInoperative',
      months: 1,
      code: 'R',
      when: '3 or more systems inoperative (at most +1)',
      provenance: ['000 L1530', '002 L2796'],
    },
    {
      id: 'perThreeHullBoxes',
      months: 1,
      code: 'R',
      when: 'per 3 hull boxes damaged, or fraction',
      provenance: ['000 L1532', '002 L2797'],
    },
  ],
  penangBaseRefitMonths: { value: 2, provenance: '000 L594' },
  seniorRankShortening: {
    ranks: ['KKpt', 'FKpt', 'KptzS'],
    months: -1,
    onlyIfOriginal: [3, 4],
    provenance: ['000 L1662', '002 L2799'],
    interpretation: 'Q-13',
  },
  newBoatAtMonths: { value: 5, provenance: ['000 L1542', '000 L1809', '002 L2800'] },
  kommandantRecoveryIsMinimum: { value: true, provenance: '002 L2798' },
};

// ---- [M2] Recovery of wounded crew (10.12) ----

export interface RecoveryChart {
  /** Months of recovery for an SW crewman or Kommandant: 1d6, Doctor Experte (not SW/KIA) -1. */
  readonly recoveryMonths: {
    readonly die: '1d6';
    readonly modifiers: readonly Modifier<'doctorExperte'>[];
    readonly provenance: Provenance;
  };
  readonly rules: readonly {
    readonly condition: string;
    readonly effect: string;
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
  }[];
  /** A Kommandant needing this many months or more gets a new boat and a new Trained crew. */
  readonly kommandantNewBoatAtMonths: Sourced<number>;
}

export const M2: RecoveryChart = {
  recoveryMonths: {
    die: '1d6',
    provenance: ['000 L1590', '002 L2805'],
    modifiers: [
      {
        id: 'doctorExperte',
        value: -1,
        when: 'Doctor Experte, not SW/KIA',
        rule: '10.12.1',
        provenance: ['000 L1600', '002 L2810'],
        interpretation: 'Q-17',
      },
    ],
  },
  rules: [
    {
      condition: 'lightly wounded',
      effect: 'no effect (healed in the first refit month)',
      provenance: '002 L2804',
    },
    {
      condition: 'crewman SW',
      effect: 'recovers in 1d6 months; replaced if that is longer than the refit',
      provenance: ['000 L1602', '002 L2811'],
      interpretation: 'Q-18',
    },
    { condition: 'crewman KIA', effect: 'replaced', provenance: '002 L2806' },
    {
      condition: 'all generic crew KIA',
      effect: 'crew level -1 (not below Trained)',
      provenance: '002 L2807',
      interpretation: 'Q-19',
    },
    {
      condition: 'Kommandant SW',
      effect: 'recovers in 1d6 months; the refit lasts at least that long',
      provenance: ['000 L1608', '002 L2808'],
    },
  ],
  kommandantNewBoatAtMonths: {
    value: 5,
    provenance: ['000 L1608', '000 L1807', '002 L2812'],
    interpretation: 'C-26',
  },
};

// ---- Validation ----

const sourcedInt = obj({ value: int({ min: 0, max: 100000 }), ...sourced });
const sourcedTrue = obj({ value: oneOf([true]), ...sourced });
const types = arr(oneOf(UBOAT_TYPES), 'type');
export const M1_SCHEMA: Check = obj({
  items: arr(
    obj({
      id: oneOf([
        'extendedPatrol',
        'typeIXD2Patrol',
        'resuppliedAtSea',
        'baseRefit',
        'threeOrMoreSystemsInoperative',
        'perThreeHullBoxes',
      ]),
      months: int({ min: 1, max: 3 }),
      code: oneOf(['P', 'R']),
      when: str,
      types: optional(types),
      ...sourced,
    }),
    'item',
  ),
  penangBaseRefitMonths: sourcedInt,
  seniorRankShortening: obj({
    ranks: arr(oneOf(RANKS), 'rank'),
    months: int({ min: -2, max: 0 }),
    onlyIfOriginal: arr(int({ min: 1, max: 12 }), 'month'),
    ...sourced,
  }),
  newBoatAtMonths: sourcedInt,
  kommandantRecoveryIsMinimum: sourcedTrue,
});

export const M2_SCHEMA: Check = obj({
  recoveryMonths: obj({ die: oneOf(['1d6']), modifiers: modifiers(['doctorExperte']), ...sourced }),
  rules: arr(obj({ condition: str, effect: str, ...sourced }), 'rule'),
  kommandantNewBoatAtMonths: sourcedInt,
});
