import type { RollTable } from '../../charts';
import type { DiceSource } from '../../dice';
import { rollOn, type AppliedModifier, type RecordedRoll } from '../model/rolls';

// The AA fire both campaigns roll on their [A2] at the same time as the air attack (The Hunted 9.8.3-9.8.5,
// Beneath the Med 7.3.3-7.3.4): each shot on the chart, the best result for the boat counting.

/** [A2]'s results in both campaigns, best first for the boat. */
export const FLAK_ORDER = ['shotDown', 'damaged', 'missed'] as const;
export type FlakResult = (typeof FLAK_ORDER)[number];

export interface FlakShots {
  readonly rolls: readonly RecordedRoll[];
  readonly result: FlakResult;
}

/** `shots` rolls on [A2] with the modifiers that apply; the best result of them is the AA's (11.4.7: the VIIC Flak's two). */
export function rollFlak(
  dice: DiceSource,
  chart: RollTable<FlakResult>,
  request: {
    readonly purpose: string;
    readonly rule: string;
    readonly modifiers: readonly AppliedModifier[];
  },
  shots = 1,
): FlakShots {
  const rolled = Array.from({ length: shots }, () => rollOn(dice, chart, 'A2', request));
  const result = FLAK_ORDER.find((r) => rolled.some((s) => s.result === r)) as FlakResult;
  return { rolls: rolled.map((s) => s.roll), result };
}
