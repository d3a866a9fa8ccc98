import type { E2Result, Modifier, RollTable, Sourced } from '../../charts';
import type { AttackResult } from '../../charts/escort-attack';
import {
  arr,
  bool,
  int,
  modifiers,
  obj,
  oneOf,
  pattern,
  record,
  rollTable,
  sourced,
  type Check,
} from '../../charts/schema';
import { YEAR_MONTH_PATTERN } from '../../charts/vocabulary';
import type { YearModifier } from './encounters';

/*
 * The escorts' answer to an attack (7.2.1, 7.2.5): their detection on [B3], their depth charges on [B4] and the damage
 * of each hit on [B5]. The rule text gives the procedure, the two detection numbers before firing and several
 * modifiers; the three charts have the shape of The Hunted's [E2], [E3] and [E4], the same designer's charts for the
 * procedure 7.2.5 states in the same order (docs/chart-packs/README.md "Beneath the Med").
 */

/** 7.2.1: the ranges that roll [B3] before the salvo against escorted ships. */
const DETECTED_FIRST = ['close', 'standard'] as const;
export type DetectedFirst = (typeof DETECTED_FIRST)[number];

/** The rules an EscortDetectionRolled of Beneath the Med records: [B3] before firing (7.2.1), after it (7.2.5). */
export type MedDetectionRule = '7.2.1' | '7.2.5';

/** The [B3] modifiers after a salvo (7.2.5), each with the rule that names it. */
export const B3_MODIFIERS = [
  'previouslyDetected',
  'steamTorpedoesByDay',
  'nightSurfaceAttack',
  'capitalShip',
  'warship',
  'escortUnharmed',
  'escortSunkOrDamaged',
  'exceededTestDepth',
  'divePlanesDamaged',
  'fuelTanksDamaged',
  'secondoInCommand',
  'ufficialeAlleArmiInCommand',
  'goldMedal',
] as const;
export type B3ModifierId = (typeof B3_MODIFIERS)[number];

/** [B3] (7.2.5): 2d6 plus modifiers after the salvo, and the roll before it at close or standard range (7.2.1). */
export interface MedDetectionChart extends RollTable<E2Result> {
  readonly built: true;
  readonly modifiers: readonly Modifier<B3ModifierId>[];
  /** An unmodified total that decides on its own. */
  readonly unmodified: readonly (Sourced<E2Result> & { readonly roll: number })[];
  /** 7.2.1: before firing at close or standard range, with the year's modifier only. */
  readonly beforeFiring: Readonly<Record<DetectedFirst, RollTable<'notDetected' | 'detected'>>>;
  /** 7.2.1: "+1, +2 or +3 according to the year": the latest `from` at or before the month. */
  readonly yearModifiers: readonly YearModifier[];
}

export const B4_MODIFIERS = [
  'nightSurfaceAttackFirstTurn',
  'detectionRolled12',
  'oneElectricMotorOut',
  'bothElectricMotorsOut',
  'batteriesDamaged',
  'fuelTanksDamaged',
  'hydrophonesDamaged',
  'aircraftAttack',
] as const;
export type B4ModifierId = (typeof B4_MODIFIERS)[number];

/** [B4] (7.2.5): 2d6 plus modifiers, the depth charges' hits (each one roll on [B5]) or the boat sunk outright. */
export interface MedEscortAttackChart extends RollTable<AttackResult> {
  readonly built: true;
  readonly modifiers: readonly Modifier<B4ModifierId>[];
}

/** What a hit on [B5] damages: the boat's systems (7.5), its hull and flooding tracks, its crew. */
export const B5_DAMAGE = [
  'hull',
  'flooding',
  'crewInjury',
  'batteries',
  'periscope',
  'divePlanes',
  'electricMotor1',
  'electricMotor2',
  'diesel1',
  'diesel2',
  'aaMachineGuns',
  'deckGun',
  'radio',
  'hydrophones',
  'aftTorpedoTube',
  'forwardTorpedoTubeOdd',
  'forwardTorpedoTubeEven',
  'fuelTanks',
  'noEffect',
] as const;
export type B5Damage = (typeof B5_DAMAGE)[number];

/** A system a [B5] hit damages (7.5.8: a system already damaged, or absent, takes no effect). */
export type MedSystem = Exclude<B5Damage, 'hull' | 'flooding' | 'crewInjury' | 'noEffect'>;

/** [B5] (7.2.5): d66 once per hit of [B4]. */
export interface MedDepthChargeDamageChart extends RollTable<{
  readonly damage: B5Damage;
  readonly times: 1 | 2;
}> {
  readonly built: true;
  /** 7.5.2: after a turn with new flooding, 1d6 on 5-6 one more box; the Direttore di Macchina's ±1. */
  readonly extraFlooding: RollTable<'noExtraFlooding' | 'extraFlooding'> & {
    readonly modifiers: readonly Modifier<'engineerExpert' | 'engineerOut'>[];
  };
  /** 7.5.4, 7.5.2: the hull track's boxes (all marked: sunk) and the flooding track's (the last: surface). */
  readonly hullBoxes: Sourced<number>;
  readonly floodingBoxes: Sourced<number>;
}

const BUILT = { built: oneOf([true]) };
const detection = oneOf(['notDetected', 'detected']);
const E2_WORDS = ['notDetected', 'detected', 'detectedAttackPlusOne'];

export const b3Check: Check = rollTable(
  oneOf(E2_WORDS),
  {},
  {
    ...BUILT,
    modifiers: modifiers(B3_MODIFIERS),
    unmodified: arr(obj({ roll: int({ min: 2, max: 12 }), value: oneOf(E2_WORDS), ...sourced }), 'entry'),
    beforeFiring: record(DETECTED_FIRST, rollTable(detection)),
    yearModifiers: arr(
      obj({
        from: pattern(YEAR_MONTH_PATTERN, 'a month such as 1942-01'),
        value: int({ min: 0, max: 6 }),
        ...sourced,
      }),
      'modifier',
    ),
  },
);

export const b4Check: Check = rollTable(
  obj({ hits: int({ min: 0, max: 10 }), uboatSunk: bool }),
  {},
  { ...BUILT, modifiers: modifiers(B4_MODIFIERS) },
);

const track = obj({ value: int({ min: 1, max: 20 }), ...sourced });

export const b5Check: Check = rollTable(
  obj({ damage: oneOf(B5_DAMAGE), times: int({ min: 1, max: 2 }) }),
  {},
  {
    ...BUILT,
    extraFlooding: rollTable(
      oneOf(['noExtraFlooding', 'extraFlooding']),
      {},
      { modifiers: modifiers(['engineerExpert', 'engineerOut']) },
    ),
    hullBoxes: track,
    floodingBoxes: track,
  },
);
