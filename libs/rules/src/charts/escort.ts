import { atLeast, atMost, between, exactly, RollTable } from './dice';
import { Provenance } from './provenance';
import { arr, bool, Check, int, modifiers, obj, oneOf, rollTable, sourced } from './schema';
import { Modifier } from './vocabulary';

// ---- [E2] Escort detection (9.6.9): 2d6 + modifiers, lower is better for the U-boat ----

export const E2_RESULTS = ['notDetected', 'detected', 'detectedAttackPlusOne'] as const;
export type E2Result = (typeof E2_RESULTS)[number];

export const E2_MODIFIERS = [
  'oakLeaves',
  'fuelTanksDamaged',
  'divePlanesDamaged',
  'capitalShip',
  'escortSurvivedSalvoUndamaged',
  'g7aByDay',
  'previouslyDetected',
  'closeRangeAfterFiring',
  'nightSurfaceAttack',
  'bowAndSternFired',
  'wolfpackEscortsBusy',
  'wolfpackEscortsFocused',
  'longRange',
  'exceededTestDepth',
  'indianOcean',
  'bold',
  'alberich',
  'typeXXI',
  'escortSunkOrDamaged',
  'firstWatchOfficerInCommand',
  'secondWatchOfficerInCommand',
  'aircraftSpottedBoat',
  'eliteEscort',
  'nibelung',
  'tournamentWolfpackFocused',
  'tournamentWolfpackBusy',
] as const;
export type E2ModifierId = (typeof E2_MODIFIERS)[number];

export interface EscortDetectionChart extends RollTable<E2Result> {
  readonly modifiers: readonly Modifier<E2ModifierId>[];
  /** Unmodified totals that decide on their own (an unmodified 2 is never detected). */
  readonly unmodified: readonly { readonly roll: number; readonly result: E2Result; readonly provenance: Provenance }[];
  /** Closing to close range vs escorts: checked before firing; only the Oak Leaves -1 applies (9.2.2). */
  readonly closeRangeBeforeFiring: RollTable<'notDetected' | 'detected'> & { readonly modifiers: readonly Modifier<'oakLeaves'>[] };
  /** Optional 14.16 extreme range: unmodified; with a second salvo use `extremeRangeSecondSalvo`. */
  readonly extremeRange: RollTable<'notDetected' | 'detected'>;
  readonly extremeRangeSecondSalvo: RollTable<'notDetected' | 'detected'>;
}

const ES_E2 = '000 L1158';

export const E2: EscortDetectionChart = {
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(5), result: 'notDetected', provenance: [ES_E2, '002 L2553'], interpretation: 'C-12' },
    { roll: between(6, 11), result: 'detected', provenance: [ES_E2, '002 L2554'], interpretation: 'C-12' },
    { roll: atLeast(12), result: 'detectedAttackPlusOne', provenance: [ES_E2, '002 L2555'], interpretation: 'Q-E2-12' },
  ],
  unmodified: [{ roll: 2, result: 'notDetected', provenance: ES_E2 }],
  modifiers: [
    { id: 'oakLeaves', value: -1, when: 'Kommandant holds the Knight\'s Cross with Oak Leaves or higher, not SW/KIA', rule: '11.3.6', provenance: ['000 L1727', '000 L1002', '002 L2557'], interpretation: 'C-13' },
    { id: 'fuelTanksDamaged', value: 1, when: 'fuel tanks damaged', provenance: ['002 L2558', '002 L2653'] },
    { id: 'divePlanesDamaged', value: 1, when: 'dive planes damaged or inoperative', provenance: ['002 L2559', '002 L2649'] },
    { id: 'capitalShip', value: 1, when: 'escorts of a capital ship', rule: '8.3.2', provenance: ['000 L924', '002 L2560'] },
    { id: 'escortSurvivedSalvoUndamaged', value: 1, when: 'you fired at the escort and it is undamaged (rest of the combat)', rule: '9.10', provenance: ['000 L1344', '002 L2561'] },
    { id: 'g7aByDay', value: 1, when: 'G7a torpedoes fired by day', provenance: '002 L2562' },
    { id: 'previouslyDetected', value: 1, when: 'second and later detection loops, or escorts arriving after a flak miss (once, not cumulative)', rule: '9.6.14, 9.8.3', provenance: ['000 L1174', '000 L1240', '002 L2563'], interpretation: 'C-6' },
    { id: 'closeRangeAfterFiring', value: 1, when: 'close range, after firing (and every later loop of that engagement)', rule: '9.2.2', provenance: ['000 L1008', '002 L2564'], interpretation: 'Q-CLOSE-PERSIST' },
    { id: 'nightSurfaceAttack', value: 1, when: 'night surface attack (every detection round)', rule: '9.6.3', provenance: ['000 L1124', '002 L2565'], interpretation: 'Q-NIGHT' },
    { id: 'bowAndSternFired', value: 1, when: 'bow and stern tubes fired (first detection round only)', rule: '9.2.1', provenance: ['000 L998', '000 L1124', '002 L2566'] },
    { id: 'wolfpackEscortsBusy', value: -1, when: 'wolfpack patrol vs a convoy, 1d6 1-5 (not with the radio inoperative)', rule: '7.2.2', provenance: ['000 L746', '000 L748', '002 L2567'], interpretation: 'Q-WOLFPACK-RADIO' },
    { id: 'wolfpackEscortsFocused', value: 1, when: 'wolfpack patrol vs a convoy, 1d6 6 (not with the radio inoperative)', rule: '7.2.2', provenance: ['000 L746', '000 L748', '002 L2567'], interpretation: 'Q-WOLFPACK-RADIO' },
    { id: 'longRange', value: -1, when: 'long range', provenance: '002 L2568' },
    { id: 'exceededTestDepth', value: -1, when: 'exceeded test depth successfully (this round)', rule: '9.6.4', provenance: ['000 L1132', '002 L2569'] },
    { id: 'indianOcean', value: -1, when: 'Indian Ocean', provenance: '002 L2570' },
    { id: 'bold', value: -1, when: 'BOLD decoy used (one per encounter; not vs veteran or elite escorts)', rule: '9.6.7', provenance: ['000 L1146', '002 L2571'], interpretation: 'Q-BOLD' },
    { id: 'alberich', value: -1, when: 'Alberich coating', rule: '9.6.8', provenance: ['000 L1156', '002 L2572'] },
    { id: 'typeXXI', value: -2, when: 'Type XXI', provenance: '002 L2573' },
    { id: 'escortSunkOrDamaged', value: -1, when: 'you sank or damaged the escort (rest of the combat)', rule: '9.10', provenance: '000 L1344' },
    { id: 'firstWatchOfficerInCommand', value: 1, when: 'Kommandant SW: the 1WO commands (none if he is Experte)', rule: '10.6.3', provenance: ['002 L2674', '000 L1422', '000 L1629'], interpretation: 'Q-1WO-CMD' },
    { id: 'secondWatchOfficerInCommand', value: 2, when: 'Kommandant and 1WO out: the 2WO commands (replaces the +1)', rule: '10.6.3', provenance: ['002 L2674', '000 L1424'], interpretation: 'Q-1WO-CMD' },
    { id: 'aircraftSpottedBoat', value: 1, when: 'aircraft + escort result and the aircraft spotted the boat', provenance: '002 L2495' },
    { id: 'eliteEscort', value: 1, when: 'elite escort', optionalRule: '14.6', provenance: '000 L2089', interpretation: 'Q-60' },
    { id: 'nibelung', value: 1, when: 'Type XXI attacking with Nibelung (this combat)', optionalRule: '14.12', provenance: '000 L2196' },
    { id: 'tournamentWolfpackFocused', value: 1, when: 'wolfpack tournament: the one player chosen each round (replaces 7.2.2)', optionalRule: '13.5.4', provenance: '000 L1963', interpretation: 'Q-43' },
    { id: 'tournamentWolfpackBusy', value: -1, when: 'wolfpack tournament: every other player of the pack', optionalRule: '13.5.4', provenance: '000 L1963', interpretation: 'Q-43' },
  ],
  closeRangeBeforeFiring: {
    die: '2d6',
    modified: true,
    rows: [
      { roll: atMost(6), result: 'notDetected', provenance: '000 L1002' },
      { roll: atLeast(7), result: 'detected', provenance: '000 L1002' },
    ],
    modifiers: [{ id: 'oakLeaves', value: -1, when: 'Kommandant holds the Oak Leaves or higher, not SW/KIA', rule: '9.2.2', provenance: '000 L1002' }],
  },
  extremeRange: {
    die: '2d6',
    modified: false,
    rows: [
      { roll: between(2, 10), result: 'notDetected', provenance: '000 L2266' },
      { roll: between(11, 12), result: 'detected', provenance: '000 L2266' },
    ],
  },
  extremeRangeSecondSalvo: {
    die: '2d6',
    modified: false,
    rows: [
      { roll: between(2, 9), result: 'notDetected', provenance: '000 L2266' },
      { roll: between(10, 12), result: 'detected', provenance: '000 L2266' },
    ],
  },
};

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
    { id: 'hydrophonesInoperative', value: 1, when: 'hydrophones damaged', provenance: ['002 L2589', '002 L2655'] },
    { id: 'batteriesDamaged', value: 1, when: 'batteries damaged (Type XXI: all three)', rule: '10.5', provenance: ['002 L2590', '000 L1408'], interpretation: 'Q-BATTERY' },
    { id: 'oneElectricMotorOut', value: 1, when: 'one electric motor damaged', provenance: ['002 L2591', '002 L2650'] },
    { id: 'bothElectricMotorsOut', value: 2, when: 'both electric motors damaged (replaces the +1)', provenance: ['002 L2591', '002 L2650'] },
    { id: 'nightSurfaceAttackFirstRound', value: 1, when: 'night surface attack, first round only', rule: '9.5.1', provenance: ['002 L2592', '000 L1106', '000 L1124'], interpretation: 'Q-NIGHT' },
    { id: 'detectionRolled12', value: 1, when: 'the detection roll was a modified 12 or more', rule: '9.6.9', provenance: ['000 L1158', '002 L2593'] },
    { id: 'aircraftVsSchnorchel', value: 1, when: 'aircraft attacking a schnorchelling boat', provenance: ['002 L2594', '002 L2421'] },
    { id: 'aircraftVsSurfaced', value: 2, when: 'aircraft attacking a surfaced boat (no other modifier applies)', rule: '9.8.2', provenance: ['000 L1234', '002 L2595'] },
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

const detection = oneOf(['notDetected', 'detected']);
const attack = obj({ hits: int({ min: 0, max: 10 }), uboatSunk: bool });
const special = oneOf(['fido', 'tsetse', 'rockets']);

export const E2_SCHEMA: Check = rollTable(oneOf(E2_RESULTS), {}, {
  modifiers: modifiers(E2_MODIFIERS),
  unmodified: arr(obj({ roll: int({ min: 2, max: 12 }), result: oneOf(E2_RESULTS), ...sourced }), 'entry'),
  closeRangeBeforeFiring: rollTable(detection, {}, { modifiers: modifiers(['oakLeaves']) }),
  extremeRange: rollTable(detection),
  extremeRangeSecondSalvo: rollTable(detection),
});
export const E3_SCHEMA: Check = rollTable(attack, {}, {
  modifiers: modifiers(E3_MODIFIERS),
  specialAttackCheck: rollTable(oneOf(['specialAttack', 'normalAttack'])),
});
export const E3A_SCHEMA: Check = rollTable(special, {}, {
  holesHull: arr(special, 'entry'),
  tsetseMaxAttacks: int({ min: 1, max: 3 }),
  automaticCrewInjury: obj({ fido: bool, tsetse: bool, rockets: bool }),
  ...sourced,
});
export const E3B_SCHEMA: Check = rollTable(oneOf(['hedgehog', 'squid']), {}, { modifiers: modifiers(['year1945']) });
export const E3C_SCHEMA: Check = rollTable(oneOf(['hit', 'miss']), {}, { damage: rollTable(attack) });
export const E3D_SCHEMA: Check = rollTable(attack);
export const E3E_SCHEMA: Check = rollTable(attack);
