import { atLeast, atMost, between, exactly, type RollTable, type SourceRef } from '../../charts';
import { E4_ROWS } from '../../charts/damage-e4.data';
import type { AttackResult } from '../../charts/escort-attack';
import type { B5Damage, MedDepthChargeDamageChart, MedDetectionChart, MedEscortAttackChart } from './escort';

const D21 = 'designed D21';
const D23 = 'designed D23';
const D150 = 'designed D150';

const before = (detectedOn: number, lines: SourceRef): RollTable<'notDetected' | 'detected'> => ({
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(detectedOn - 1), result: 'notDetected', provenance: lines },
    { roll: atLeast(detectedOn), result: 'detected', provenance: lines },
  ],
});

/**
 * [B3] (7.2.5): the rows after a salvo are designed (D21, their thresholds D150); the rolls before firing and the
 * modifiers are the text's.
 */
export const MED_B3: MedDetectionChart = {
  built: true,
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(7), result: 'notDetected', provenance: D150 },
    { roll: between(8, 11), result: 'detected', provenance: D150 },
    { roll: atLeast(12), result: 'detectedAttackPlusOne', provenance: D21 },
  ],
  unmodified: [{ roll: 2, value: 'notDetected', provenance: D21 }],
  beforeFiring: { close: before(10, '004 L1589-1592'), standard: before(11, '004 L1593-1596') },
  yearModifiers: [
    { from: '1940-06', value: 0, provenance: 'designed D22', interpretation: 'Q-BTM-B3-YEAR' },
    {
      from: '1941-01',
      value: 1,
      provenance: ['004 L1597-1600', 'designed D22'],
      interpretation: 'Q-BTM-B3-YEAR',
    },
    {
      from: '1942-01',
      value: 2,
      provenance: ['004 L1597-1600', 'designed D22'],
      interpretation: 'Q-BTM-B3-YEAR',
    },
    {
      from: '1943-01',
      value: 3,
      provenance: ['004 L1597-1600', 'designed D22'],
      interpretation: 'Q-BTM-B3-YEAR',
    },
  ],
  modifiers: [
    {
      id: 'previouslyDetected',
      value: 1,
      when: 'the boat was detected before in this combat (every later roll)',
      rule: '7.2.5',
      provenance: '004 L1704-1705',
    },
    {
      id: 'steamTorpedoesByDay',
      value: 1,
      when: 'steam (W270, W200) torpedoes fired by day: their wakes, for every roll of the combat',
      rule: '7.1.10',
      provenance: '004 L1558-1569',
    },
    {
      id: 'nightSurfaceAttack',
      value: 1,
      when: 'a night surface attack from 1941: the escorts’ radar',
      rule: '7.2.2',
      provenance: '004 L1604-1608',
    },
    {
      id: 'capitalShip',
      value: 1,
      when: 'the escorts of a capital ship',
      rule: '7.1.4',
      provenance: '004 L1510-1512',
    },
    {
      id: 'warship',
      value: 1,
      when: 'a warship of [T5], for its speed',
      rule: '7.1.5',
      provenance: '004 L1515-1517',
    },
    {
      id: 'escortUnharmed',
      value: 1,
      when: 'the escort was fired at and is unharmed (rest of the combat)',
      rule: '7.2.4',
      provenance: '004 L1679-1681',
    },
    {
      id: 'escortSunkOrDamaged',
      value: -1,
      when: 'the escort was sunk or damaged (rest of the combat)',
      rule: '7.2.4',
      provenance: '004 L1677-1678',
    },
    {
      id: 'exceededTestDepth',
      value: -1,
      when: 'the boat went below its test depth and held (this roll)',
      rule: '7.2.6',
      provenance: '004 L1731-1733',
    },
    {
      id: 'divePlanesDamaged',
      value: 1,
      when: 'the dive planes are damaged',
      rule: '7.2.5',
      provenance: ['004 L1705-1707', D21],
    },
    {
      id: 'fuelTanksDamaged',
      value: 1,
      when: 'the fuel tanks are damaged: the oil slick shows the boat',
      rule: '7.5.5',
      provenance: ['004 L1705-1707', '004 L2053-2055', D21],
    },
    {
      id: 'secondoInCommand',
      value: 1,
      when: 'the Comandante SW or KIA: the Secondo commands',
      rule: '7.5.6',
      provenance: '004 L2067-2070',
    },
    {
      id: 'ufficialeAlleArmiInCommand',
      value: 2,
      when: 'the Secondo in command SW or KIA: the Ufficiale alle Armi commands, instead of the +1',
      rule: '7.5.6',
      provenance: '004 L2074-2078',
    },
    {
      id: 'goldMedal',
      value: -1,
      when: 'the Comandante holds the Gold Medal',
      rule: '7.8.9',
      provenance: '004 L2371-2372',
    },
  ],
};

const hits = (n: number): AttackResult => ({ hits: n, uboatSunk: false });

/** [B4] (7.2.5): The Hunted's depth-charge rows and modifiers (designed D23); the night surface +1 is the text's. */
export const MED_B4: MedEscortAttackChart = {
  built: true,
  die: '2d6',
  modified: true,
  rows: [
    { roll: between(2, 3), result: hits(0), provenance: D23 },
    { roll: between(4, 6), result: hits(1), provenance: D23 },
    { roll: between(7, 8), result: hits(2), provenance: D23 },
    { roll: between(9, 10), result: hits(3), provenance: D23 },
    { roll: exactly(11), result: hits(4), provenance: D23 },
    { roll: exactly(12), result: hits(5), provenance: D23 },
    { roll: atLeast(13), result: { hits: 0, uboatSunk: true }, provenance: D23 },
  ],
  modifiers: [
    {
      id: 'nightSurfaceAttackFirstTurn',
      value: 1,
      when: 'a night surface attack, in the first combat turn',
      rule: '7.2.2',
      provenance: '004 L1608-1610',
    },
    {
      id: 'detectionRolled12',
      value: 1,
      when: 'the detection roll was a modified 12 or more',
      rule: '7.2.5',
      provenance: D23,
    },
    {
      id: 'oneElectricMotorOut',
      value: 1,
      when: 'one electric motor damaged',
      rule: '7.5.3',
      provenance: ['004 L2039-2040', D23],
    },
    {
      id: 'bothElectricMotorsOut',
      value: 2,
      when: 'both electric motors damaged, instead of the +1',
      rule: '7.5.3',
      provenance: ['004 L2039-2040', D23],
    },
    { id: 'batteriesDamaged', value: 1, when: 'the batteries are damaged', rule: '7.5', provenance: D23 },
    {
      id: 'fuelTanksDamaged',
      value: 1,
      when: 'the fuel tanks are damaged',
      rule: '7.5.5',
      provenance: ['004 L2053-2055', D23],
    },
    { id: 'hydrophonesDamaged', value: 1, when: 'the hydrophones are damaged', rule: '7.5', provenance: D23 },
    {
      id: 'aircraftAttack',
      value: 2,
      when: 'an air attack, the only modifier it takes (Q-BTM-AIR-B4)',
      rule: '7.3.3',
      provenance: '004 L1870-1872',
    },
  ],
};

/** D24: The Hunted's German-only results read as the Regia Marina's boats carry them. */
const AS_ITALIAN: Partial<Record<string, B5Damage>> = {
  naxos: 'noEffect',
  schnorchel: 'noEffect',
  flakGuns: 'aaMachineGuns',
  flak37mm: 'aaMachineGuns',
  flak2cm: 'aaMachineGuns',
};

/** [B5] (7.2.5): The Hunted's d66 damage chart read for an Italian boat (designed D24). */
export const MED_B5: MedDepthChargeDamageChart = {
  built: true,
  die: 'd66',
  modified: false,
  rows: E4_ROWS.map(({ roll, result }) => ({
    roll,
    result: { damage: AS_ITALIAN[result.damage] ?? (result.damage as B5Damage), times: result.times },
    provenance: 'designed D24',
  })),
  extraFlooding: {
    die: '1d6',
    modified: true,
    rows: [
      { roll: atMost(4), result: 'noExtraFlooding', provenance: '004 L2014-2019' },
      { roll: atLeast(5), result: 'extraFlooding', provenance: '004 L2014-2019' },
    ],
    modifiers: [
      {
        id: 'engineerExpert',
        value: -1,
        when: 'the Direttore di Macchina is expert',
        rule: '7.5.2',
        provenance: '004 L2019-2021',
      },
      {
        id: 'engineerOut',
        value: 1,
        when: 'the Direttore di Macchina is SW or KIA',
        rule: '7.5.2',
        provenance: '004 L2021-2023',
      },
    ],
  },
  hullBoxes: { value: 8, provenance: 'designed D25' },
  floodingBoxes: { value: 6, provenance: 'designed D25' },
};
