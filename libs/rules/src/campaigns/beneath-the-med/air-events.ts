import type { Modifier, RollTable } from '../../charts';
import { modifiers, oneOf, rollTable, type Check } from '../../charts/schema';

/*
 * Beneath the Med's AA fire against aircraft [A2] (7.3.3-7.3.4) and its random events [B10] (9.0-9.2): two charts
 * the rule text names without printing, built as designed values (MED_SOURCES D17, D19) with the modifiers and the
 * one event the rule text does write (docs/chart-packs/README.md "Beneath the Med").
 */

/** [A2]'s results, in the order of the boat's preference: shot down, damaged, missed (7.3.3). */
export const MED_AA_RESULTS = ['shotDown', 'damaged', 'missed'] as const;
export type MedAaResult = (typeof MED_AA_RESULTS)[number];

/** The [A2] modifiers 7.3.4 and 7.7.1 write (004 L1908-1914, L2258-2261); each −1 helps the boat. */
export const A2_MED_MODIFIERS = [
  'bothMountsWorking',
  'expertUfficialeAlleArmi',
  'veteranOrEliteCrew',
  'gunnery',
] as const;
export type A2MedModifierId = (typeof A2_MED_MODIFIERS)[number];

/** [A2] (7.3.4): 2d6 plus modifiers, lower is better for the boat. */
export interface MedAaChart extends RollTable<MedAaResult> {
  readonly built: true;
  readonly modifiers: readonly Modifier<A2MedModifierId>[];
}

/** [B10]'s events (9.2): "In bocca al lupo" is the one the rule text names (004 L2522-2528); the rest designed (D19). */
export const MED_RANDOM_EVENTS = [
  'manOverboard',
  'aircraftOutOfTheSun',
  'periscopeFailure',
  'torpedoFault',
  'enemySubmarine',
  'inBoccaAlLupo',
  'heavySeas',
  'minefield',
  'fuelLeak',
  'looseTorpedo',
] as const;
export type MedRandomEventId = (typeof MED_RANDOM_EVENTS)[number];

/** [B10] (9.2): 2d6, the natural total read, on the patrol's first 12 on [A3] (9.1). */
export interface MedRandomEventChart extends RollTable<MedRandomEventId> {
  readonly built: true;
}

const BUILT = { built: oneOf([true]) };

export const a2Check: Check = rollTable(
  oneOf(MED_AA_RESULTS),
  {},
  { ...BUILT, modifiers: modifiers(A2_MED_MODIFIERS) },
);

export const b10Check: Check = rollTable(oneOf(MED_RANDOM_EVENTS), {}, BUILT);
