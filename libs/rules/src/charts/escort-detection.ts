import { atLeast, atMost, between, RollTable } from './dice';
import { Provenance } from './provenance';
import { arr, Check, int, modifiers, obj, oneOf, rollTable, sourced } from './schema';
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
  readonly unmodified: readonly {
    readonly roll: number;
    readonly result: E2Result;
    readonly provenance: Provenance;
  }[];
  /** Closing to close range vs escorts: checked before firing; only the Oak Leaves -1 applies (9.2.2). */
  readonly closeRangeBeforeFiring: RollTable<'notDetected' | 'detected'> & {
    readonly modifiers: readonly Modifier<'oakLeaves'>[];
  };
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
    {
      roll: atLeast(12),
      result: 'detectedAttackPlusOne',
      provenance: [ES_E2, '002 L2555'],
      interpretation: 'Q-E2-12',
    },
  ],
  unmodified: [{ roll: 2, result: 'notDetected', provenance: ES_E2 }],
  modifiers: [
    {
      id: 'oakLeaves',
      value: -1,
      when: "Kommandant holds the Knight's Cross with Oak Leaves or higher, not SW/KIA",
      rule: '11.3.6',
      provenance: ['000 L1727', '000 L1002', '002 L2557'],
      interpretation: 'C-13',
    },
    { id: 'fuelTanksDamaged', value: 1, when: 'fuel tanks damaged', provenance: ['002 L2558', '002 L2653'] },
    {
      id: 'divePlanesDamaged',
      value: 1,
      when: 'dive planes damaged or inoperative',
      provenance: ['002 L2559', '002 L2649'],
    },
    {
      id: 'capitalShip',
      value: 1,
      when: 'escorts of a capital ship',
      rule: '8.3.2',
      provenance: ['000 L924', '002 L2560'],
    },
    {
      id: 'escortSurvivedSalvoUndamaged',
      value: 1,
      when: 'you fired at the escort and it is undamaged (rest of the combat)',
      rule: '9.10',
      provenance: ['000 L1344', '002 L2561'],
    },
    { id: 'g7aByDay', value: 1, when: 'G7a torpedoes fired by day', provenance: '002 L2562' },
    {
      id: 'previouslyDetected',
      value: 1,
      when: 'second and later detection loops, or escorts arriving after a flak miss (once, not cumulative)',
      rule: '9.6.14, 9.8.3',
      provenance: ['000 L1174', '000 L1240', '002 L2563'],
      interpretation: 'C-6',
    },
    {
      id: 'closeRangeAfterFiring',
      value: 1,
      when: 'close range, after firing (and every later loop of that engagement)',
      rule: '9.2.2',
      provenance: ['000 L1008', '002 L2564'],
      interpretation: 'Q-CLOSE-PERSIST',
    },
    {
      id: 'nightSurfaceAttack',
      value: 1,
      when: 'night surface attack (every detection round)',
      rule: '9.6.3',
      provenance: ['000 L1124', '002 L2565'],
      interpretation: 'Q-NIGHT',
    },
    {
      id: 'bowAndSternFired',
      value: 1,
      when: 'bow and stern tubes fired (first detection round only)',
      rule: '9.2.1',
      provenance: ['000 L998', '000 L1124', '002 L2566'],
    },
    {
      id: 'wolfpackEscortsBusy',
      value: -1,
      when: 'wolfpack patrol vs a convoy, 1d6 1-5 (not with the radio inoperative)',
      rule: '7.2.2',
      provenance: ['000 L746', '000 L748', '002 L2567'],
      interpretation: 'Q-WOLFPACK-RADIO',
    },
    {
      id: 'wolfpackEscortsFocused',
      value: 1,
      when: 'wolfpack patrol vs a convoy, 1d6 6 (not with the radio inoperative)',
      rule: '7.2.2',
      provenance: ['000 L746', '000 L748', '002 L2567'],
      interpretation: 'Q-WOLFPACK-RADIO',
    },
    { id: 'longRange', value: -1, when: 'long range', provenance: '002 L2568' },
    {
      id: 'exceededTestDepth',
      value: -1,
      when: 'exceeded test depth successfully (this round)',
      rule: '9.6.4',
      provenance: ['000 L1132', '002 L2569'],
    },
    { id: 'indianOcean', value: -1, when: 'Indian Ocean', provenance: '002 L2570' },
    {
      id: 'bold',
      value: -1,
      when: 'BOLD decoy used (one per encounter; not vs veteran or elite escorts)',
      rule: '9.6.7',
      provenance: ['000 L1146', '002 L2571'],
      interpretation: 'Q-BOLD',
    },
    {
      id: 'alberich',
      value: -1,
      when: 'Alberich coating',
      rule: '9.6.8',
      provenance: ['000 L1156', '002 L2572'],
    },
    { id: 'typeXXI', value: -2, when: 'Type XXI', provenance: '002 L2573' },
    {
      id: 'escortSunkOrDamaged',
      value: -1,
      when: 'you sank or damaged the escort (rest of the combat)',
      rule: '9.10',
      provenance: '000 L1344',
    },
    {
      id: 'firstWatchOfficerInCommand',
      value: 1,
      when: 'Kommandant SW: the 1WO commands (none if he is Experte)',
      rule: '10.6.3',
      provenance: ['002 L2674', '000 L1422', '000 L1629'],
      interpretation: 'Q-1WO-CMD',
    },
    {
      id: 'secondWatchOfficerInCommand',
      value: 1,
      when: 'Kommandant and 1WO out: the 2WO commands (+1 as printed; the +2 is [U1] only, 002 L2531)',
      rule: '10.6.3',
      provenance: ['002 L2674', '000 L1424'],
      interpretation: 'Q-1WO-CMD',
    },
    {
      id: 'aircraftSpottedBoat',
      value: 1,
      when: 'aircraft + escort result and the aircraft spotted the boat',
      provenance: '002 L2495',
    },
    {
      id: 'eliteEscort',
      value: 1,
      when: 'elite escort',
      optionalRule: '14.6',
      provenance: '000 L2089',
      interpretation: 'Q-60',
    },
    {
      id: 'nibelung',
      value: 1,
      when: 'Type XXI attacking with Nibelung (this combat)',
      optionalRule: '14.12',
      provenance: '000 L2196',
    },
    {
      id: 'tournamentWolfpackFocused',
      value: 1,
      when: 'wolfpack tournament: the one player chosen each round (replaces 7.2.2)',
      optionalRule: '13.5.4',
      provenance: '000 L1963',
      interpretation: 'Q-43',
    },
    {
      id: 'tournamentWolfpackBusy',
      value: -1,
      when: 'wolfpack tournament: every other player of the pack',
      optionalRule: '13.5.4',
      provenance: '000 L1963',
      interpretation: 'Q-43',
    },
  ],
  closeRangeBeforeFiring: {
    die: '2d6',
    modified: true,
    rows: [
      { roll: atMost(6), result: 'notDetected', provenance: '000 L1002' },
      { roll: atLeast(7), result: 'detected', provenance: '000 L1002' },
    ],
    modifiers: [
      {
        id: 'oakLeaves',
        value: -1,
        when: 'Kommandant holds the Oak Leaves or higher, not SW/KIA',
        rule: '9.2.2',
        provenance: '000 L1002',
      },
    ],
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

// ---- Validation ----

const detection = oneOf(['notDetected', 'detected']);
export const E2_SCHEMA: Check = rollTable(
  oneOf(E2_RESULTS),
  {},
  {
    modifiers: modifiers(E2_MODIFIERS),
    unmodified: arr(obj({ roll: int({ min: 2, max: 12 }), result: oneOf(E2_RESULTS), ...sourced }), 'entry'),
    closeRangeBeforeFiring: rollTable(detection, {}, { modifiers: modifiers(['oakLeaves']) }),
    extremeRange: rollTable(detection),
    extremeRangeSecondSalvo: rollTable(detection),
  },
);
