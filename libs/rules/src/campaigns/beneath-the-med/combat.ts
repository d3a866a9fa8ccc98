import type { Modifier, RollTable } from '../../charts';
import { int, modifiers, obj, oneOf, record, rollTable } from '../../charts/schema';
import type { Check } from '../../charts/schema';

/*
 * Beneath the Med's torpedo attack (7.2.3): each shot declared, then rolled on [B1], each hit on [B6] for a dud, each
 * good hit on [B2] for its damage. The three charts have the shape of The Hunted's [U1], [U2] and [U3], the same
 * designer's charts for the procedure 7.2.3 states in the same order (docs/chart-packs/README.md "Beneath the Med").
 */

/** 7.2.1 (004 L1585-1602): the ranges the commander chooses from; close and standard roll [B3] before firing. */
export const MED_RANGES = ['close', 'standard', 'medium', 'long', 'extreme'] as const;
export type MedRange = (typeof MED_RANGES)[number];

/** The [B1] modifiers the rule text gives; every one makes a hit harder (2d6, hit on the number or less). */
export const B1_MODIFIERS = [
  'warship',
  'smallWarship',
  'smallWarshipDamaged',
  'fastCapitalShip',
  'secondSalvo',
  'secondoInCommand',
  'ufficialeAlleArmiInCommand',
  'noviceCrew',
  'g7eLongRange',
] as const;
export type B1ModifierId = (typeof B1_MODIFIERS)[number];

/** [B1] (7.2.3): 2d6 plus modifiers per shot, by the range chosen (7.2.1). */
export interface MedTorpedoAttackChart {
  readonly built: true;
  readonly ranges: Readonly<Record<MedRange, RollTable<'hit' | 'miss'>>>;
  readonly modifiers: readonly Modifier<B1ModifierId>[];
}

/** [B6] (7.2.3): 1d6 per torpedo that hit. */
export interface MedDudChart extends RollTable<'dud' | 'runsTrue'> {
  readonly built: true;
}

/** [B2] (7.2.3): 1d6 per good hit, the damage points it deals (a torpedo's; a deck-gun shell's, 7.2.3.2). */
export interface MedDamageChart extends RollTable<{ readonly torpedo: number; readonly deckGun: number }> {
  readonly built: true;
}

const BUILT = { built: oneOf([true]) };
const hitOrMiss = oneOf(['hit', 'miss']);

export const b1Check: Check = obj({
  ...BUILT,
  ranges: record(MED_RANGES, rollTable(hitOrMiss)),
  modifiers: modifiers(B1_MODIFIERS),
});

export const b6Check: Check = rollTable(oneOf(['dud', 'runsTrue']), {}, BUILT);

export const b2Check: Check = rollTable(
  obj({ torpedo: int({ min: 1, max: 6 }), deckGun: int({ min: 1, max: 6 }) }),
  {},
  BUILT,
);
