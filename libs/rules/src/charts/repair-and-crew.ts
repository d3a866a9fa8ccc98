import { between, exactly, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, modifiers, nullable, obj, oneOf, rollTable, sourced, str } from './schema';
import { Modifier, Sourced } from './vocabulary';

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

const sys = (
  system: E5System,
  repairOnOrBelow: number | null,
  line: number,
  effect: string,
): SystemDamage => ({
  system,
  effect,
  repairOnOrBelow,
  provenance: `002 L${line}`,
});

export const E5: DamageRepairChart = {
  repairDie: '1d6',
  repairModifiers: [
    {
      id: 'engineerExperte',
      value: -1,
      when: 'LI is Experte and on duty (not SW/KIA)',
      rule: '10.8.3',
      provenance: ['000 L1466', '002 L2643'],
    },
    {
      id: 'engineerOut',
      value: 1,
      when: 'LI is SW or KIA',
      rule: '10.6.3',
      provenance: ['000 L1434', '002 L2674'],
    },
  ],
  systems: [
    sys('batteries', 4, 2645, '+1 on [E3] during combat'),
    sys('crewInjury', null, 2646, 'roll 2d6 on [E5a]'),
    sys('deckGun', 2, 2647, 'cannot fire'),
    sys(
      'dieselEngine',
      4,
      2648,
      'one inoperative: abort after combat, two [E1] rolls per box home; both: scuttled if more than one box from port, else towed',
    ),
    sys('divePlanes', 2, 2649, '+1 on [E2], -1 on [A1]'),
    sys('electricMotor', 4, 2650, '+1 on [E3] with one motor out, +2 with both'),
    sys('flakGuns', 2, 2651, 'cannot fire; repair each gun'),
    sys(
      'flooding',
      4,
      2652,
      'advance the flooding marker; last box: surface; check extra flooding each round; marker removed after combat',
    ),
    sys('fuelTanks', 3, 2653, '+1 on [E2] and [E3] during combat; failed repair: abort'),
    sys('hull', null, 2654, 'mark a hull box; last box: sunk; not repairable at sea'),
    sys('hydrophones', 2, 2655, '+1 on [E3]; no evasive manoeuvres'),
    sys('autogiro', 1, 2656, 'cannot use the Fa-330'),
    sys('naxos', 2, 2657, 'no NAXOS benefit'),
    sys('periscope', 4, 2658, 'no submerged attacks'),
    sys(
      'radio',
      2,
      2659,
      '+4 on the crew rescue roll; ignore the weather-reporting event and the wolfpack modifier',
    ),
    sys('schnorchel', 2, 2660, 'cannot be used'),
    sys('torpedoTubes', 2, 2661, 'that tube cannot fire'),
  ],
};

// ---- [E5a] Crew injury (10.6): 2d6 who, then 1d6 how badly (surfaced; submerged escort attacks are always LW) ----

export const CREW_MEMBERS = [
  'kommandant',
  'firstWatchOfficer',
  'engineer',
  'doctor',
  'crew',
  'secondWatchOfficer',
  'abwehrAgent',
] as const;
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
    {
      has: 'lightlyWounded',
      gets: 'lightlyWounded',
      becomes: 'severelyWounded',
      provenance: ['000 L1446', '002 L2669'],
    },
    {
      has: 'severelyWounded',
      gets: 'severelyWounded',
      becomes: 'killed',
      provenance: ['000 L1446', '002 L2669'],
    },
    { has: 'severelyWounded', gets: 'lightlyWounded', becomes: 'severelyWounded', provenance: '000 L1446' },
    {
      has: 'lightlyWounded',
      gets: 'severelyWounded',
      becomes: 'severelyWounded',
      provenance: 'designed',
      interpretation: 'Q-07',
    },
  ],
};

// ---- Validation ----

const severity = oneOf(['lightlyWounded', 'severelyWounded', 'killed']);
export const E5_SCHEMA: Check = obj({
  systems: arr(
    obj({
      system: oneOf(E5_SYSTEMS),
      effect: str,
      repairOnOrBelow: nullable(int({ min: 1, max: 6 })),
      ...sourced,
    }),
    'system',
  ),
  repairDie: oneOf(['1d6']),
  repairModifiers: modifiers(['engineerExperte', 'engineerOut']),
});

export const E5A_SCHEMA: Check = obj({
  who: rollTable(oneOf(CREW_MEMBERS)),
  severity: rollTable(severity),
  submergedEscortAttack: obj({ value: severity, ...sourced }),
  accumulation: arr(obj({ has: severity, gets: severity, becomes: severity, ...sourced }), 'entry'),
});
