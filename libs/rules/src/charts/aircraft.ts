import { atLeast, atMost, between, exactly, RollTable } from './dice';
import { Check, modifiers, oneOf, rollTable } from './schema';
import { Modifier } from './vocabulary';

// ---- [A1] Aircraft encounter (9.8.1): 2d6 + modifiers, higher is better for the U-boat ----

export const A1_RESULTS = ['twoAttacks', 'oneAttack', 'crashDiveSuccessful'] as const;
export type A1Result = (typeof A1_RESULTS)[number];

export const A1_MODIFIERS = [
  'allGenericCrewSeverelyWoundedOrKilled',
  'greenCrew',
  'eliteCrew',
  'divePlanesDamaged',
  'notTypeVII',
  'year1944or1945',
  'minelayingMission',
  'abwehrMission',
  'resupplyActivity',
  'naxos',
  'schnorchel',
  'naxosWithSchnorchelTypeXXI',
  'vigilant',
] as const;
export type A1ModifierId = (typeof A1_MODIFIERS)[number];

export interface AircraftEncounterChart extends RollTable<A1Result> {
  readonly modifiers: readonly Modifier<A1ModifierId>[];
  /** After one or two attacks, 1d6: on 1 the aircraft makes a special attack ([E3a]) (9.8.1). */
  readonly specialAttackCheck: RollTable<'specialAttack' | 'normalAttack'>;
}

export const A1: AircraftEncounterChart = {
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(1), result: 'twoAttacks', provenance: ['000 L1238', '002 L2408'], interpretation: 'C-4' },
    {
      roll: between(2, 7),
      result: 'oneAttack',
      provenance: ['000 L1232', '002 L2409'],
      interpretation: 'C-4',
    },
    { roll: atLeast(8), result: 'crashDiveSuccessful', provenance: ['000 L1232', '002 L2410'] },
  ],
  modifiers: [
    {
      id: 'allGenericCrewSeverelyWoundedOrKilled',
      value: -1,
      when: 'all generic crew boxes SW or KIA',
      rule: '10.6.3',
      provenance: ['000 L1436', '002 L2412'],
      interpretation: 'C-31',
    },
    { id: 'greenCrew', value: -1, when: 'green crew', provenance: '002 L2413' },
    { id: 'eliteCrew', value: 1, when: 'elite crew', provenance: '002 L2414' },
    {
      id: 'divePlanesDamaged',
      value: -1,
      when: 'dive planes damaged',
      provenance: ['002 L2415', '002 L2649'],
    },
    { id: 'notTypeVII', value: -1, when: 'every U-boat that is not a Type VII', provenance: '002 L2416' },
    { id: 'year1944or1945', value: -1, when: 'the encounter is in 1944 or 1945', provenance: '002 L2417' },
    {
      id: 'minelayingMission',
      value: -1,
      when: 'minelaying mission, in the M/A box',
      rule: '7.4.4',
      provenance: ['002 L2412', '000 L824'],
      interpretation: 'C-30',
    },
    {
      id: 'abwehrMission',
      value: -1,
      when: 'Abwehr mission, in the M/A box',
      rule: '7.4.4',
      provenance: ['002 L2413', '000 L824'],
      interpretation: 'C-30',
    },
    {
      id: 'resupplyActivity',
      value: -1,
      when: 'resupply in progress (boats linked by hoses)',
      rule: '7.4.4',
      provenance: ['002 L2414', '000 L824'],
      interpretation: 'C-30',
    },
    {
      id: 'naxos',
      value: 1,
      when: 'surfaced with FuMB-7 NAXOS (not with schnorchel)',
      rule: '8.1.2',
      provenance: ['000 L854', '002 L2415'],
      interpretation: 'C-5',
    },
    {
      id: 'schnorchel',
      value: 2,
      when: 'schnorchelling (not with NAXOS)',
      rule: '8.1.3',
      provenance: ['000 L868', '002 L2416'],
      interpretation: 'C-5',
    },
    {
      id: 'naxosWithSchnorchelTypeXXI',
      value: 3,
      when: 'Type XXI using NAXOS with the schnorchel (replaces both)',
      rule: '8.1.8',
      provenance: '000 L880',
      interpretation: 'Q-XXI-NAXOS',
    },
    {
      id: 'vigilant',
      value: 1,
      when: 'Kommandant is Vigilant (special ability 9 or card)',
      optionalRule: '14.15',
      provenance: ['000 L2251', '002 L3222'],
    },
  ],
  specialAttackCheck: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: 'specialAttack', provenance: '000 L1232' },
      { roll: between(2, 6), result: 'normalAttack', provenance: '000 L1232' },
    ],
  },
};

// ---- [A2] Flak against aircraft (9.8.3): 2d6 + modifiers, lower is better for the U-boat ----

export const A2_RESULTS = ['shotDown', 'damaged', 'missed'] as const;
export type A2Result = (typeof A2_RESULTS)[number];

export const A2_MODIFIERS = [
  'twoGunsFiring',
  'threeGunsFiring',
  'typeVIICFlak',
  'veteranOrEliteCrew',
  'secondWatchOfficerExperte',
  'extraFlak',
  'fightBackGroupInBiscay',
  'resupplyOtherBoatsFlak',
  'flakExpert',
] as const;
export type A2ModifierId = (typeof A2_MODIFIERS)[number];

export interface FlakChart extends RollTable<A2Result> {
  readonly modifiers: readonly Modifier<A2ModifierId>[];
}

export const A2: FlakChart = {
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(3), result: 'shotDown', provenance: '002 L2427' },
    { roll: between(4, 5), result: 'damaged', provenance: '002 L2428' },
    { roll: atLeast(6), result: 'missed', provenance: ['002 L2429', '000 L1240'], interpretation: 'C-6' },
  ],
  modifiers: [
    {
      id: 'twoGunsFiring',
      value: -1,
      when: 'two flak guns firing (Type IX with both guns working)',
      rule: '9.8.5',
      provenance: ['002 L2431', '000 L1248'],
    },
    { id: 'threeGunsFiring', value: -2, when: 'three flak guns firing', provenance: '002 L2432' },
    {
      id: 'typeVIICFlak',
      value: -1,
      when: 'Type VIIC Flak, in addition to the guns (fires twice, -1 less per system out)',
      rule: '11.4.7',
      provenance: ['002 L2433', '000 L1837'],
    },
    { id: 'veteranOrEliteCrew', value: -1, when: 'veteran or elite crew', provenance: '002 L2434' },
    {
      id: 'secondWatchOfficerExperte',
      value: -1,
      when: '2WO is Experte',
      rule: '9.8.5',
      provenance: '000 L1248',
    },
    {
      id: 'extraFlak',
      value: -1,
      when: 'Extra Flak counter (deck gun removed), not damaged',
      rule: '10.11.8',
      provenance: '000 L1572',
    },
    {
      id: 'fightBackGroupInBiscay',
      value: -1,
      when: 'staying surfaced in a group in the Bay of Biscay, 5/43-7/43',
      rule: '9.8.9',
      provenance: '000 L1288',
      interpretation: 'Q-BISCAY-GROUP',
    },
    {
      id: 'resupplyOtherBoatsFlak',
      value: -1,
      when: 'attacked during resupply and failed to dive (the other boat fires too)',
      rule: '11.4.10.7',
      provenance: '000 L1889',
    },
    {
      id: 'flakExpert',
      value: -1,
      when: 'Kommandant is a Flak expert (not with a 2WO Experte)',
      optionalRule: '14.15',
      provenance: ['000 L2252', '002 L3270'],
    },
  ],
};

export const A1_SCHEMA: Check = rollTable(
  oneOf(A1_RESULTS),
  {},
  {
    modifiers: modifiers(A1_MODIFIERS),
    specialAttackCheck: rollTable(oneOf(['specialAttack', 'normalAttack'])),
  },
);

export const A2_SCHEMA: Check = rollTable(oneOf(A2_RESULTS), {}, { modifiers: modifiers(A2_MODIFIERS) });
