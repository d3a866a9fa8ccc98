import { atLeast, atMost, between, exactly, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import { Check, int, modifiers, nullable, obj, oneOf, pattern, record, rollTable, sourced } from './schema';
import { Modifier, RANKS, Rank, Sourced, YEAR_MONTH_PATTERN, YearMonth } from './vocabulary';

// ---- [M3] Crew improvement (11.1): 1d6 after every third successful patrol ----

export type CrewImprovement =
  | 'engineerExperte'
  | 'doctorExperte'
  | 'firstWatchOfficerExperte'
  | 'secondWatchOfficerExperte'
  | 'crewLevelUp';

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
  successfulPatrolsPerRoll: {
    value: 3,
    provenance: ['000 L1618', '000 L1649', '002 L2815'],
    interpretation: 'C-25',
  },
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
  readonly startingRankKptLtFrom: Record<
    '1939' | '1940' | '1941' | '1942' | '1943' | '1944',
    Sourced<number>
  >;
}

export const M4: PromotionChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: atMost(4), result: 'promoted', provenance: ['000 L1688', '002 L2827'] },
    { roll: atLeast(5), result: 'notPromoted', provenance: ['000 L1688', '002 L2828'] },
  ],
  modifiers: [
    {
      id: 'decorationInPeriod',
      value: -1,
      when: "received the Knight's Cross or a higher grade in the period",
      rule: '11.2.3',
      provenance: ['000 L1691', '002 L2830'],
    },
    {
      id: 'perSixShipsSunk',
      value: -1,
      when: 'per 6 ships sunk in the period',
      rule: '11.2.3',
      provenance: ['000 L1692', '002 L2831'],
      interpretation: 'C-21',
    },
    {
      id: 'perUnsuccessfulPatrol',
      value: 1,
      when: 'per unsuccessful patrol in the period',
      rule: '11.2.3',
      provenance: ['000 L1693', '002 L2832'],
    },
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

// ---- Validation ----

const yearMonth = pattern(YEAR_MONTH_PATTERN, 'a month such as 1943-07');
const sourcedInt = obj({ value: int({ min: 0, max: 100000 }), ...sourced });
export const M3_SCHEMA: Check = rollTable(
  oneOf([
    'engineerExperte',
    'doctorExperte',
    'firstWatchOfficerExperte',
    'secondWatchOfficerExperte',
    'crewLevelUp',
  ]),
  {},
  {
    successfulPatrolsPerRoll: sourcedInt,
    successfulPatrolsPerRollWithLeadership: sourcedInt,
    failedPatrolsInARowLoseALevel: sourcedInt,
    firstWatchOfficerLeaves: rollTable(oneOf(['stays', 'leaves'])),
  },
);

export const M4_SCHEMA: Check = rollTable(
  oneOf(['promoted', 'notPromoted']),
  {},
  {
    modifiers: modifiers(['decorationInPeriod', 'perSixShipsSunk', 'perUnsuccessfulPatrol']),
    everyMonths: int({ min: 1, max: 24 }),
    finalRollIn: yearMonth,
    patrolChoiceOnOrBelow: record(RANKS, nullable(int({ min: 1, max: 6 }))),
    ...sourced,
    startingRankKptLtFrom: record(
      ['1939', '1940', '1941', '1942', '1943', '1944'],
      obj({ value: int({ min: 1, max: 6 }), ...sourced }),
    ),
  },
);
