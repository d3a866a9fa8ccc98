import { between, type RollTable, type Sourced } from '../../charts';
import type { MedRange } from './combat';

/**
 * The rule-text constants of the attack on ships (7.1.10-7.2.3): printed in the rulebook, so constants of the ruleset,
 * not cells of the pack.
 */
export const MED_ATTACK = {
  /** 7.1.10: 1d6, 1-3 day, 4-6 night. */
  timeOfDay: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'day', provenance: '004 L1556-1557' },
      { roll: between(4, 6), result: 'night', provenance: '004 L1556-1557' },
    ],
  } satisfies RollTable<'day' | 'night'>,
  /** 7.2.1: the ranges that roll [B3] before the salvo against escorted ships (none against unescorted ones). */
  detectedBeforeFiring: ['close', 'standard'] satisfies readonly MedRange[],
  /**
   * 7.2.4: the generic escort a Comandante may add as a target, 1,200 t (004 L1666-1667), fast as every warship
   * (7.1.5); its sink points are those of its tonnage on The Hunted's [U4], as every list row's (MED_SOURCES D10).
   */
  genericEscort: {
    tonnage: { value: 1200, provenance: '004 L1666-1667' },
    sinkPoints: { value: 2, provenance: 'designed D10' },
  } satisfies Readonly<Record<string, Sourced<number>>>,
} as const;
