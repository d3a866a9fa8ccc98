import type { E2Result, RollTable } from '../../charts';
import type { DiceSource } from '../../dice';
import { roll, rollOn, type AppliedModifier, type RecordedRoll } from '../model/rolls';

/*
 * The escorts' hunt both games play (The Hunted 9.6, Beneath the Med 7.2.5-7.2.6, 7.5.2), on each campaign's charts
 * and tracks: the detection roll with its unmodified totals, the dive below test depth and the additional flooding.
 */

/** A detection chart's unmodified totals that decide on their own (an unmodified 2 is never detected). */
export interface UnmodifiedTotal {
  readonly roll: number;
  readonly result: E2Result;
}

/** 9.6.9, 7.2.5: 2d6 plus modifiers on the detection chart; an unmodified total listed decides on its own. */
export function detectionOn(
  dice: DiceSource,
  chart: RollTable<E2Result>,
  unmodified: readonly UnmodifiedTotal[],
  name: string,
  how: { readonly rule: string; readonly modifiers: readonly AppliedModifier[] },
): { readonly roll: RecordedRoll; readonly result: E2Result } {
  const rolled = rollOn(dice, chart, name, { purpose: 'escort detection', ...how });
  const decided = unmodified.find((u) => u.roll === rolled.roll.natural);
  return { roll: rolled.roll, result: decided?.result ?? rolled.result };
}

/**
 * 9.6.4, 7.2.6: one hull box at once, then 2d6 against the hull boxes marked: lower implodes, equal marks one more and
 * rolls again, higher holds. A full hull track sinks the boat (9.6.13, 7.5.4).
 */
export function belowTestDepth(
  hullBefore: number,
  track: number,
  dice: DiceSource,
  rule: string,
): { rolls: RecordedRoll[]; hull: number; imploded: boolean } {
  let hull = hullBefore + 1;
  const rolls: RecordedRoll[] = [];
  while (hull < track) {
    const r = roll(dice, '2d6', { purpose: `test depth (hull ${hull})`, rule });
    rolls.push(r);
    if (r.total < hull) return { rolls, hull, imploded: true };
    if (r.total > hull) return { rolls, hull, imploded: false };
    hull += 1;
  }
  return { rolls, hull: track, imploded: true };
}

/** 10.1.3, 7.5.2: 1d6 after a turn with new flooding, one more box on its chart's result; the last box surfaces. */
export function floodingChecked(
  dice: DiceSource,
  chart: RollTable<'noExtraFlooding' | 'extraFlooding'>,
  name: string,
  how: { readonly rule: string; readonly modifiers: readonly AppliedModifier[] },
  track: { readonly flooding: number; readonly boxes: number },
) {
  const { roll: r, result } = rollOn(dice, chart, name, { purpose: 'additional flooding (5-6)', ...how });
  const flooded = result === 'extraFlooding';
  const flooding = Math.min(track.flooding + (flooded ? 1 : 0), track.boxes);
  return { roll: r, flooded, flooding, forcedToSurface: flooding >= track.boxes };
}
