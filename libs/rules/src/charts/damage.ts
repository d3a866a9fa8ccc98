import { atLeast, atMost, between, exactly, RollRow, RollTable } from './dice';
import { E4_ROWS } from './damage-e4.data';
import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, modifiers, nullable, obj, oneOf, optional, rollTable, sourced, str } from './schema';
import { Modifier, Sourced, UBOAT_TYPES, UBoatType } from './vocabulary';

// ---- [E4] U-boat damage (9.6.11): d66 once per hit ----

export const E4_DAMAGE = [
  'batteries',
  'flooding',
  'naxos',
  'periscope',
  'divePlanes',
  'electricMotor1',
  'electricMotor2',
  'diesel1',
  'diesel2',
  'flakGuns',
  'flak37mm',
  'flak2cm',
  'schnorchel',
  'hull',
  'crewInjury',
  'deckGun',
  'radio',
  'hydrophones',
  'aftTorpedoTube',
  'forwardTorpedoTubeOdd',
  'forwardTorpedoTubeEven',
  'fuelTanks',
] as const;
export type E4Damage = (typeof E4_DAMAGE)[number];

export interface E4Result {
  readonly damage: E4Damage;
  /** "x2" results count twice but use one roll (9.6.11). */
  readonly times: 1 | 2;
  /** Types that read this result as another system: IXD-2/IXD-42 56 = autogiro, XIV 36/56 = oven. */
  readonly readAsByType?: Partial<Record<UBoatType, 'autogiro' | 'oven'>>;
}

export type E4Row = RollRow<E4Result>;

export interface UBoatDamageChart extends RollTable<E4Result> {
  /** After a combat round with any flooding result, 1d6: 5-6 one more flooding (10.1.3). */
  readonly extraFlooding: RollTable<'noExtraFlooding' | 'extraFlooding'> & {
    readonly modifiers: readonly Modifier<'engineerExperte' | 'engineerOut'>[];
  };
  /** A result for a system already damaged, or absent on this boat, has no effect (10.7.3). */
  readonly inapplicableResult: Sourced<'noEffect'>;
}

export const E4: UBoatDamageChart = {
  die: 'd66',
  modified: false,
  rows: E4_ROWS,
  extraFlooding: {
    die: '1d6',
    modified: true,
    rows: [
      { roll: atMost(4), result: 'noExtraFlooding', provenance: '000 L1376', interpretation: 'C-14' },
      { roll: atLeast(5), result: 'extraFlooding', provenance: ['000 L1376', '002 L2637'] },
    ],
    modifiers: [
      { id: 'engineerExperte', value: -1, when: 'LI is Experte and not SW/KIA', rule: '10.1.3', provenance: '000 L1376', interpretation: 'Q-02' },
      { id: 'engineerOut', value: 1, when: 'LI is SW or KIA', rule: '10.1.3', provenance: ['000 L1376', '000 L1434'] },
    ],
  },
  inapplicableResult: { value: 'noEffect', provenance: ['000 L1448', '002 L2635'] },
};

// ---- [E5] Damage effects and repair (10.8): repair on 1d6 ≤ the number; LI Experte -1, LI SW/KIA +1 ----

export const E5_SYSTEMS = [
  'batteries',
  'crewInjury',
  'deckGun',
  'dieselEngine',
  'divePlanes',
  'electricMotor',
  'flakGuns',
  'flooding',
  'fuelTanks',
  'hull',
  'hydrophones',
  'autogiro',
  'naxos',
  'periscope',
  'radio',
  'schnorchel',
  'torpedoTubes',
] as const;
export type E5System = (typeof E5_SYSTEMS)[number];

export interface SystemDamage {
  readonly system: E5System;
  readonly effect: string;
  /** Repaired at sea on this number or less; null = not repairable at sea. */
  readonly repairOnOrBelow: number | null;
  readonly provenance: Provenance;
}

export interface DamageRepairChart {
  readonly systems: readonly SystemDamage[];
  readonly repairDie: '1d6';
  readonly repairModifiers: readonly Modifier<'engineerExperte' | 'engineerOut'>[];
}

const sys = (system: E5System, repairOnOrBelow: number | null, line: number, effect: string): SystemDamage => ({
  system,
  effect,
  repairOnOrBelow,
  provenance: `002 L${line}`,
});

export const E5: DamageRepairChart = {
  repairDie: '1d6',
  repairModifiers: [
    { id: 'engineerExperte', value: -1, when: 'LI is Experte and on duty (not SW/KIA)', rule: '10.8.3', provenance: ['000 L1466', '002 L2643'] },
    { id: 'engineerOut', value: 1, when: 'LI is SW or KIA', rule: '10.6.3', provenance: ['000 L1434', '002 L2674'] },
  ],
  systems: [
    sys('batteries', 4, 2645, '+1 on [E3] during combat'),
    sys('crewInjury', null, 2646, 'roll 2d6 on [E5a]'),
    sys('deckGun', 2, 2647, 'cannot fire'),
    sys('dieselEngine', 4, 2648, 'one inoperative: abort after combat, two [E1] rolls per box home; both: scuttled if more than one box from port, else towed'),
    sys('divePlanes', 2, 2649, '+1 on [E2], -1 on [A1]'),
    sys('electricMotor', 4, 2650, '+1 on [E3] with one motor out, +2 with both'),
    sys('flakGuns', 2, 2651, 'cannot fire; repair each gun'),
    sys('flooding', 4, 2652, 'advance the flooding marker; last box: surface; check extra flooding each round; marker removed after combat'),
    sys('fuelTanks', 3, 2653, '+1 on [E2] and [E3] during combat; failed repair: abort'),
    sys('hull', null, 2654, 'mark a hull box; last box: sunk; not repairable at sea'),
    sys('hydrophones', 2, 2655, '+1 on [E3]; no evasive manoeuvres'),
    sys('autogiro', 1, 2656, 'cannot use the Fa-330'),
    sys('naxos', 2, 2657, 'no NAXOS benefit'),
    sys('periscope', 4, 2658, 'no submerged attacks'),
    sys('radio', 2, 2659, '+4 on the crew rescue roll; ignore the weather-reporting event and the wolfpack modifier'),
    sys('schnorchel', 2, 2660, 'cannot be used'),
    sys('torpedoTubes', 2, 2661, 'that tube cannot fire'),
  ],
};

// ---- [E5a] Crew injury (10.6): 2d6 who, then 1d6 how badly (surfaced; submerged escort attacks are always LW) ----

export const CREW_MEMBERS = ['kommandant', 'firstWatchOfficer', 'engineer', 'doctor', 'crew', 'secondWatchOfficer', 'abwehrAgent'] as const;
export type CrewMember = (typeof CREW_MEMBERS)[number];
export type WoundSeverity = 'lightlyWounded' | 'severelyWounded' | 'killed';

export interface CrewInjuryChart {
  readonly who: RollTable<CrewMember>;
  readonly severity: RollTable<WoundSeverity>;
  /** Escort attacks on a submerged boat always wound lightly (10.6.1). */
  readonly submergedEscortAttack: Sourced<WoundSeverity>;
  /** 2 LW = SW, 2 SW = KIA; LW on an SW box has no effect (10.7.2). */
  readonly accumulation: readonly {
    readonly has: WoundSeverity;
    readonly gets: WoundSeverity;
    readonly becomes: WoundSeverity;
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
  }[];
}

export const E5a: CrewInjuryChart = {
  who: {
    die: '2d6',
    modified: false,
    rows: [
      { roll: exactly(2), result: 'kommandant', provenance: '002 L2666' },
      { roll: exactly(3), result: 'firstWatchOfficer', provenance: '002 L2667' },
      { roll: exactly(4), result: 'engineer', provenance: '002 L2668' },
      { roll: exactly(5), result: 'doctor', provenance: '002 L2669' },
      { roll: between(6, 9), result: 'crew', provenance: '002 L2670' },
      { roll: exactly(10), result: 'secondWatchOfficer', provenance: '002 L2671' },
      { roll: exactly(11), result: 'engineer', provenance: '002 L2672', interpretation: 'C-15' },
      { roll: exactly(12), result: 'abwehrAgent', provenance: ['002 L2673', '000 L1440'] },
    ],
  },
  severity: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'lightlyWounded', provenance: '002 L2666' },
      { roll: between(4, 5), result: 'severelyWounded', provenance: '002 L2667' },
      { roll: exactly(6), result: 'killed', provenance: '002 L2668' },
    ],
  },
  submergedEscortAttack: { value: 'lightlyWounded', provenance: '000 L1416' },
  accumulation: [
    { has: 'lightlyWounded', gets: 'lightlyWounded', becomes: 'severelyWounded', provenance: ['000 L1446', '002 L2669'] },
    { has: 'severelyWounded', gets: 'severelyWounded', becomes: 'killed', provenance: ['000 L1446', '002 L2669'] },
    { has: 'severelyWounded', gets: 'lightlyWounded', becomes: 'severelyWounded', provenance: '000 L1446' },
    { has: 'lightlyWounded', gets: 'severelyWounded', becomes: 'severelyWounded', provenance: 'designed', interpretation: 'Q-07' },
  ],
};

// ---- Validation ----

const severity = oneOf(['lightlyWounded', 'severelyWounded', 'killed']);
const readAs = optional((v, p) => {
  for (const key of Object.keys(v as object)) oneOf(UBOAT_TYPES)(key, [...p, key]);
  for (const [key, x] of Object.entries(v as object)) oneOf(['autogiro', 'oven'])(x, [...p, key]);
});

export const E4_SCHEMA: Check = rollTable(obj({ damage: oneOf(E4_DAMAGE), times: int({ min: 1, max: 2 }), readAsByType: readAs }), {}, {
  extraFlooding: rollTable(oneOf(['noExtraFlooding', 'extraFlooding']), {}, { modifiers: modifiers(['engineerExperte', 'engineerOut']) }),
  inapplicableResult: obj({ value: oneOf(['noEffect']), ...sourced }),
});

export const E5_SCHEMA: Check = obj({
  systems: arr(obj({ system: oneOf(E5_SYSTEMS), effect: str, repairOnOrBelow: nullable(int({ min: 1, max: 6 })), ...sourced }), 'system'),
  repairDie: oneOf(['1d6']),
  repairModifiers: modifiers(['engineerExperte', 'engineerOut']),
});

export const E5A_SCHEMA: Check = obj({
  who: rollTable(oneOf(CREW_MEMBERS)),
  severity: rollTable(severity),
  submergedEscortAttack: obj({ value: severity, ...sourced }),
  accumulation: arr(obj({ has: severity, gets: severity, becomes: severity, ...sourced }), 'entry'),
});
