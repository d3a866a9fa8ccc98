import { atLeast, atMost, between, exactly, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, modifiers, nullable, obj, oneOf, optional, pattern, record, rollTable, sourced, str } from './schema';
import { Modifier, RANKS, Rank, Sourced, UBOAT_TYPES, UBoatType, YEAR_MONTH_PATTERN, YearMonth } from './vocabulary';

// ---- [M1] Refit (10.11): months at sea (P) then in refit (R) ----

export interface RefitItem {
  readonly id: 'extendedPatrol' | 'typeIXD2Patrol' | 'resuppliedAtSea' | 'baseRefit' | 'threeOrMoreSystemsInoperative' | 'perThreeHullBoxes';
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
  readonly seniorRankShortening: { readonly ranks: readonly Rank[]; readonly months: number; readonly onlyIfOriginal: readonly number[]; readonly provenance: Provenance; readonly interpretation?: InterpretationId };
  /** A refit of this many months or more gives a new boat of the same type; count the refit as 1 month. */
  readonly newBoatAtMonths: Sourced<number>;
  /** If the Kommandant is SW, the refit lasts at least his recovery time. */
  readonly kommandantRecoveryIsMinimum: Sourced<true>;
}

const EXTENDED: readonly UBoatType[] = ['VIID', 'IXB', 'IXC', 'IXC/40', 'IXD/42', 'XB', 'XII', 'XIV', 'XXI'];

export const M1: RefitChart = {
  items: [
    { id: 'extendedPatrol', months: 1, code: 'P', when: 'Types VIID, XB, XII, XIV, XXI and every Type IX except IXD-2', types: EXTENDED, provenance: ['000 L1546', '002 L2792'], interpretation: 'C-20' },
    { id: 'typeIXD2Patrol', months: 3, code: 'P', when: 'Type IXD-2 (instead of the single P)', types: ['IXD-2'], provenance: ['000 L1548', '002 L2794'], interpretation: 'C-20' },
    { id: 'resuppliedAtSea', months: 1, code: 'P', when: 'resupplied at sea (14.9)', provenance: ['000 L2176', '002 L2793'] },
    { id: 'baseRefit', months: 1, code: 'R', when: 'every refit', provenance: ['000 L1528', '002 L2795'] },
    { id: 'threeOrMoreSystemsInoperative', months: 1, code: 'R', when: '3 or more systems inoperative (at most +1)', provenance: ['000 L1530', '002 L2796'] },
    { id: 'perThreeHullBoxes', months: 1, code: 'R', when: 'per 3 hull boxes damaged, or fraction', provenance: ['000 L1532', '002 L2797'] },
  ],
  penangBaseRefitMonths: { value: 2, provenance: '000 L594' },
  seniorRankShortening: { ranks: ['KKpt', 'FKpt', 'KptzS'], months: -1, onlyIfOriginal: [3, 4], provenance: ['000 L1662', '002 L2799'], interpretation: 'Q-13' },
  newBoatAtMonths: { value: 5, provenance: ['000 L1542', '000 L1809', '002 L2800'] },
  kommandantRecoveryIsMinimum: { value: true, provenance: '002 L2798' },
};

// ---- [M2] Recovery of wounded crew (10.12) ----

export interface RecoveryChart {
  /** Months of recovery for an SW crewman or Kommandant: 1d6, Doctor Experte (not SW/KIA) -1. */
  readonly recoveryMonths: { readonly die: '1d6'; readonly modifiers: readonly Modifier<'doctorExperte'>[]; readonly provenance: Provenance };
  readonly rules: readonly { readonly condition: string; readonly effect: string; readonly provenance: Provenance; readonly interpretation?: InterpretationId }[];
  /** A Kommandant needing this many months or more gets a new boat and a new Trained crew. */
  readonly kommandantNewBoatAtMonths: Sourced<number>;
}

export const M2: RecoveryChart = {
  recoveryMonths: {
    die: '1d6',
    provenance: ['000 L1590', '002 L2805'],
    modifiers: [{ id: 'doctorExperte', value: -1, when: 'Doctor Experte, not SW/KIA', rule: '10.12.1', provenance: ['000 L1600', '002 L2810'], interpretation: 'Q-17' }],
  },
  rules: [
    { condition: 'lightly wounded', effect: 'no effect (healed in the first refit month)', provenance: '002 L2804' },
    { condition: 'crewman SW', effect: 'recovers in 1d6 months; replaced if that is longer than the refit', provenance: ['000 L1602', '002 L2811'], interpretation: 'Q-18' },
    { condition: 'crewman KIA', effect: 'replaced', provenance: '002 L2806' },
    { condition: 'all generic crew KIA', effect: 'crew level -1 (not below Trained)', provenance: '002 L2807', interpretation: 'Q-19' },
    { condition: 'Kommandant SW', effect: 'recovers in 1d6 months; the refit lasts at least that long', provenance: ['000 L1608', '002 L2808'] },
  ],
  kommandantNewBoatAtMonths: { value: 5, provenance: ['000 L1608', '000 L1807', '002 L2812'], interpretation: 'C-26' },
};

// ---- [M3] Crew improvement (11.1): 1d6 after every third successful patrol ----

export type CrewImprovement = 'engineerExperte' | 'doctorExperte' | 'firstWatchOfficerExperte' | 'secondWatchOfficerExperte' | 'crewLevelUp';

export interface CrewImprovementChart extends RollTable<CrewImprovement> {
  readonly successfulPatrolsPerRoll: Sourced<number>;
  /** With the Leadership ability (14.15 #11 or Timm's card). */
  readonly successfulPatrolsPerRollWithLeadership: Sourced<number>;
  readonly failedPatrolsInARowLoseALevel: Sourced<number>;
  /** A 1WO Experte leaves for his own command on 1d6 = 6 after each patrol (11.1.5). */
  readonly firstWatchOfficerLeaves: RollTable<'stays' | 'leaves'>;
}

export const M3: CrewImprovementChart = {
  die: '1d6',
  modified: false,
  rows: [
    { roll: exactly(1), result: 'engineerExperte', provenance: ['000 L1627', '002 L2817'] },
    { roll: exactly(2), result: 'doctorExperte', provenance: ['000 L1628', '002 L2818'] },
    { roll: exactly(3), result: 'firstWatchOfficerExperte', provenance: ['000 L1629', '002 L2819'] },
    { roll: exactly(4), result: 'secondWatchOfficerExperte', provenance: ['000 L1630', '002 L2820'] },
    { roll: between(5, 6), result: 'crewLevelUp', provenance: ['000 L1631', '002 L2821'] },
  ],
  successfulPatrolsPerRoll: { value: 3, provenance: ['000 L1618', '000 L1649', '002 L2815'], interpretation: 'C-25' },
  successfulPatrolsPerRollWithLeadership: { value: 2, provenance: ['000 L2253', '002 L3325'] },
  failedPatrolsInARowLoseALevel: { value: 3, provenance: ['000 L1641', '002 L2819'] },
  firstWatchOfficerLeaves: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 5), result: 'stays', provenance: '000 L1643' },
      { roll: exactly(6), result: 'leaves', provenance: '000 L1643' },
    ],
  },
};

// ---- [M4] Kommandant promotion (11.2): 1d6 every 12 months of service and in 4/45 ----

export interface PromotionChart extends RollTable<'promoted' | 'notPromoted'> {
  readonly modifiers: readonly Modifier<'decorationInPeriod' | 'perSixShipsSunk' | 'perUnsuccessfulPatrol'>[];
  readonly everyMonths: number;
  readonly finalRollIn: YearMonth;
  /** Rank abilities: choose the next patrol on 1d6 ≤ n (not while permanently in the Arctic, Mediterranean or Indian Ocean). */
  readonly patrolChoiceOnOrBelow: Record<Rank, number | null>;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
  /** Type VII starting rank by start year (Type IX and others start as KptLt): KptLt on 1d6 ≥ n. */
  readonly startingRankKptLtFrom: Record<'1939' | '1940' | '1941' | '1942' | '1943' | '1944', Sourced<number>>;
}

export const M4: PromotionChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: atMost(4), result: 'promoted', provenance: ['000 L1688', '002 L2827'] },
    { roll: atLeast(5), result: 'notPromoted', provenance: ['000 L1688', '002 L2828'] },
  ],
  modifiers: [
    { id: 'decorationInPeriod', value: -1, when: 'received the Knight\'s Cross or a higher grade in the period', rule: '11.2.3', provenance: ['000 L1691', '002 L2830'] },
    { id: 'perSixShipsSunk', value: -1, when: 'per 6 ships sunk in the period', rule: '11.2.3', provenance: ['000 L1692', '002 L2831'], interpretation: 'C-21' },
    { id: 'perUnsuccessfulPatrol', value: 1, when: 'per unsuccessful patrol in the period', rule: '11.2.3', provenance: ['000 L1693', '002 L2832'] },
  ],
  everyMonths: 12,
  finalRollIn: '1945-04',
  patrolChoiceOnOrBelow: { OltzS: null, KptLt: 1, KKpt: 2, FKpt: 3, KptzS: 3 },
  provenance: ['000 L1661', '000 L1662', '000 L1663', '000 L1684', '002 L2828'],
  interpretation: 'C-22',
  startingRankKptLtFrom: {
    '1939': { value: 1, provenance: '000 L1671' },
    '1940': { value: 2, provenance: '000 L1672' },
    '1941': { value: 3, provenance: '000 L1673' },
    '1942': { value: 4, provenance: '000 L1674' },
    '1943': { value: 5, provenance: '000 L1675' },
    '1944': { value: 6, provenance: '000 L1676' },
  },
};

// ---- [M5] Decorations (11.3) ----

export const DECORATIONS = ['knightsCross', 'oakLeaves', 'swords', 'diamonds'] as const;
export type Decoration = (typeof DECORATIONS)[number];

export interface DecorationsChart {
  /** Knight's Cross: tons sunk by the date the patrol ends, or any capital ship. */
  readonly knightsCrossTons: readonly { readonly from: YearMonth; readonly to: YearMonth; readonly tons: number; readonly provenance: Provenance }[];
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
    swords: { effect: 'as above, and following ships or convoys (9.7) succeeds automatically', provenance: '000 L1733' },
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
    { roll: between(1, 3), result: 'chooseNewerBoat', provenance: ['000 L1813', '002 L2844'], interpretation: 'Q-30' },
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

export const M1_SCHEMA: Check = obj({
  items: arr(
    obj({
      id: oneOf(['extendedPatrol', 'typeIXD2Patrol', 'resuppliedAtSea', 'baseRefit', 'threeOrMoreSystemsInoperative', 'perThreeHullBoxes']),
      months: int({ min: 1, max: 3 }),
      code: oneOf(['P', 'R']),
      when: str,
      types: optional(types),
      ...sourced,
    }),
    'item',
  ),
  penangBaseRefitMonths: sourcedInt,
  seniorRankShortening: obj({ ranks: arr(oneOf(RANKS), 'rank'), months: int({ min: -2, max: 0 }), onlyIfOriginal: arr(int({ min: 1, max: 12 }), 'month'), ...sourced }),
  newBoatAtMonths: sourcedInt,
  kommandantRecoveryIsMinimum: sourcedTrue,
});

export const M2_SCHEMA: Check = obj({
  recoveryMonths: obj({ die: oneOf(['1d6']), modifiers: modifiers(['doctorExperte']), ...sourced }),
  rules: arr(obj({ condition: str, effect: str, ...sourced }), 'rule'),
  kommandantNewBoatAtMonths: sourcedInt,
});

export const M3_SCHEMA: Check = rollTable(
  oneOf(['engineerExperte', 'doctorExperte', 'firstWatchOfficerExperte', 'secondWatchOfficerExperte', 'crewLevelUp']),
  {},
  {
    successfulPatrolsPerRoll: sourcedInt,
    successfulPatrolsPerRollWithLeadership: sourcedInt,
    failedPatrolsInARowLoseALevel: sourcedInt,
    firstWatchOfficerLeaves: rollTable(oneOf(['stays', 'leaves'])),
  },
);

export const M4_SCHEMA: Check = rollTable(oneOf(['promoted', 'notPromoted']), {}, {
  modifiers: modifiers(['decorationInPeriod', 'perSixShipsSunk', 'perUnsuccessfulPatrol']),
  everyMonths: int({ min: 1, max: 24 }),
  finalRollIn: yearMonth,
  patrolChoiceOnOrBelow: record(RANKS, nullable(int({ min: 1, max: 6 }))),
  ...sourced,
  startingRankKptLtFrom: record(['1939', '1940', '1941', '1942', '1943', '1944'], obj({ value: int({ min: 1, max: 6 }), ...sourced })),
});

export const M5_SCHEMA: Check = obj({
  knightsCrossTons: arr(obj({ from: yearMonth, to: yearMonth, tons: int({ min: 1000 }), ...sourced }), 'period'),
  nextGradeTons: sourcedInt,
  capitalShipGivesNextGrade: sourcedTrue,
  maxGradesPerPatrol: sourcedInt,
  order: arr(oneOf(DECORATIONS), 'grade', { length: 4 }),
  benefits: record(DECORATIONS, obj({ effect: str, ...sourced })),
  interpretation: sourced.interpretation,
});

export const M6_SCHEMA: Check = rollTable(oneOf(['chooseNewerBoat', 'noEffect']), {}, {
  limitedTypes: types,
  limitedRoll: rollTable(oneOf(['granted', 'latestStandardModel'])),
  kptLtOrHigherFor: types,
  ...sourced,
});
