import { atLeast, between, exactly, RollTable } from './dice';
import { Provenance } from './provenance';
import { arr, bool, Check, int, modifiers, obj, oneOf, rollTable, sourced } from './schema';
import { Modifier } from './vocabulary';

// ---- [E3] Escort / aircraft attack (9.6.10, 9.8.2): hits, each rolled on [E4] ----

/** An attack's outcome: the number of [E4] rolls, or the U-boat sunk outright. */
export interface AttackResult {
  readonly hits: number;
  readonly uboatSunk: boolean;
}

export const E3_MODIFIERS = [
  'fuelTanksHit',
  'hydrophonesInoperative',
  'batteriesDamaged',
  'oneElectricMotorOut',
  'bothElectricMotorsOut',
  'nightSurfaceAttackFirstRound',
  'detectionRolled12',
  'aircraftVsSchnorchel',
  'aircraftVsSurfaced',
] as const;
export type E3ModifierId = (typeof E3_MODIFIERS)[number];

export interface EscortAttackChart extends RollTable<AttackResult> {
  readonly modifiers: readonly Modifier<E3ModifierId>[];
  /** Before rolling, 1d6: on 1 the attack is special ([E3a] aircraft, [E3b] escort). */
  readonly specialAttackCheck: RollTable<'specialAttack' | 'normalAttack'>;
}

const hits = (n: number): AttackResult => ({ hits: n, uboatSunk: false });
const SUNK: AttackResult = { hits: 0, uboatSunk: true };

export const E3: EscortAttackChart = {
  die: '2d6',
  modified: true,
  rows: [
    { roll: between(2, 3), result: hits(0), provenance: '002 L2580' },
    { roll: between(4, 6), result: hits(1), provenance: '002 L2581' },
    { roll: between(7, 8), result: hits(2), provenance: '002 L2582' },
    { roll: between(9, 10), result: hits(3), provenance: '002 L2583' },
    { roll: exactly(11), result: hits(4), provenance: '002 L2584' },
    { roll: exactly(12), result: hits(5), provenance: '002 L2585' },
    { roll: atLeast(13), result: SUNK, provenance: '002 L2586' },
  ],
  modifiers: [
    { id: 'fuelTanksHit', value: 1, when: 'fuel tanks damaged', provenance: ['002 L2588', '002 L2653'] },
    {
      id: 'hydrophonesInoperative',
      value: 1,
      when: 'hydrophones damaged',
      provenance: ['002 L2589', '002 L2655'],
    },
    {
      id: 'batteriesDamaged',
      value: 1,
      when: 'batteries damaged (Type XXI: all three)',
      rule: '10.5',
      provenance: ['002 L2590', '000 L1408'],
      interpretation: 'Q-BATTERY',
    },
    {
      id: 'oneElectricMotorOut',
      value: 1,
      when: 'one electric motor damaged',
      provenance: ['002 L2591', '002 L2650'],
    },
    {
      id: 'bothElectricMotorsOut',
      value: 2,
      when: 'both electric motors damaged (replaces the +1)',
      provenance: ['002 L2591', '002 L2650'],
    },
    {
      id: 'nightSurfaceAttackFirstRound',
      value: 1,
      when: 'night surface attack, first round only',
      rule: '9.5.1',
      provenance: ['002 L2592', '000 L1106', '000 L1124'],
      interpretation: 'Q-NIGHT',
    },
    {
      id: 'detectionRolled12',
      value: 1,
      when: 'the detection roll was a modified 12 or more',
      rule: '9.6.9',
      provenance: ['000 L1158', '002 L2593'],
    },
    {
      id: 'aircraftVsSchnorchel',
      value: 1,
      when: 'aircraft attacking a schnorchelling boat',
      provenance: ['002 L2594', '002 L2421'],
    },
    {
      id: 'aircraftVsSurfaced',
      value: 2,
      when: 'aircraft attacking a surfaced boat (no other modifier applies)',
      rule: '9.8.2',
      provenance: ['000 L1234', '002 L2595'],
    },
  ],
  specialAttackCheck: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: 'specialAttack', provenance: ['002 L2578', '000 L1160'] },
      { roll: between(2, 6), result: 'normalAttack', provenance: '002 L2578' },
    ],
  },
};

// ---- [E3a]-[E3e] Special attacks ----

export type AircraftSpecialAttack = 'fido' | 'tsetse' | 'rockets';

export interface AircraftSpecialAttackChart extends RollTable<AircraftSpecialAttack> {
  /** Any hull damage from these holes the hull (the boat can no longer dive). */
  readonly holesHull: readonly AircraftSpecialAttack[];
  /** A Tsetse aircraft attacks up to this many times while the hull is holed. */
  readonly tsetseMaxAttacks: number;
  /** FIDO gives no automatic crew injury (9.8.8.1). */
  readonly automaticCrewInjury: Record<AircraftSpecialAttack, boolean>;
  readonly provenance: Provenance;
}

export const E3a: AircraftSpecialAttackChart = {
  die: '1d6',
  modified: false,
  rows: [
    { roll: between(1, 4), result: 'fido', provenance: ['002 L2599', '000 L1258'] },
    { roll: exactly(5), result: 'tsetse', provenance: ['002 L2600', '000 L1266'] },
    { roll: exactly(6), result: 'rockets', provenance: ['002 L2601', '000 L1274'] },
  ],
  holesHull: ['tsetse', 'rockets'],
  tsetseMaxAttacks: 3,
  automaticCrewInjury: { fido: false, tsetse: true, rockets: true },
  provenance: ['002 L2603', '002 L2604', '000 L1260', '000 L1270'],
};

export interface EscortSpecialAttackChart extends RollTable<'hedgehog' | 'squid'> {
  readonly modifiers: readonly Modifier<'year1945'>[];
}

export const E3b: EscortSpecialAttackChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: between(1, 5), result: 'hedgehog', provenance: '002 L2608' },
    { roll: atLeast(6), result: 'squid', provenance: '002 L2609' },
  ],
  modifiers: [{ id: 'year1945', value: 1, when: 'in 1945', provenance: '002 L2611' }],
};

export interface HedgehogChart extends RollTable<'hit' | 'miss'> {
  /** Rolled when the hedgehog hits. */
  readonly damage: RollTable<AttackResult>;
}

export const E3c: HedgehogChart = {
  die: '1d6',
  modified: false,
  rows: [
    { roll: between(1, 2), result: 'hit', provenance: '002 L2614' },
    { roll: between(3, 6), result: 'miss', provenance: '002 L2615' },
  ],
  damage: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: exactly(1), result: hits(5), provenance: '002 L2618' },
      { roll: exactly(2), result: hits(7), provenance: '002 L2619' },
      { roll: between(3, 6), result: SUNK, provenance: '002 L2620' },
    ],
  },
};

export const E3d: RollTable<AttackResult> = {
  die: '1d6',
  modified: false,
  rows: [
    { roll: between(1, 2), result: SUNK, provenance: '002 L2623' },
    { roll: between(3, 4), result: hits(7), provenance: '002 L2624' },
    { roll: between(5, 6), result: hits(0), provenance: '002 L2625' },
  ],
};

export const E3e: RollTable<AttackResult> = {
  die: '1d6',
  modified: false,
  rows: [
    { roll: exactly(1), result: SUNK, provenance: ['002 L2599', '000 L1260'] },
    { roll: exactly(2), result: hits(7), provenance: ['002 L2600', '000 L1260'] },
    { roll: between(3, 6), result: hits(0), provenance: '002 L2601' },
  ],
};

// ---- Validation ----

const attack = obj({ hits: int({ min: 0, max: 10 }), uboatSunk: bool });
const special = oneOf(['fido', 'tsetse', 'rockets']);

export const E3_SCHEMA: Check = rollTable(
  attack,
  {},
  {
    modifiers: modifiers(E3_MODIFIERS),
    specialAttackCheck: rollTable(oneOf(['specialAttack', 'normalAttack'])),
  },
);
export const E3A_SCHEMA: Check = rollTable(
  special,
  {},
  {
    holesHull: arr(special, 'entry'),
    tsetseMaxAttacks: int({ min: 1, max: 3 }),
    automaticCrewInjury: obj({ fido: bool, tsetse: bool, rockets: bool }),
    ...sourced,
  },
);
export const E3B_SCHEMA: Check = rollTable(
  oneOf(['hedgehog', 'squid']),
  {},
  { modifiers: modifiers(['year1945']) },
);
export const E3C_SCHEMA: Check = rollTable(oneOf(['hit', 'miss']), {}, { damage: rollTable(attack) });
export const E3D_SCHEMA: Check = rollTable(attack);
export const E3E_SCHEMA: Check = rollTable(attack);
