import { formatSpan, rowFor, type RollTable } from '../../charts';
import type { DiceKind, DiceSource } from '../../dice';

/** One die-roll modifier as applied: what, how much, and the rule that says so. */
export interface AppliedModifier {
  readonly id: string;
  readonly value: number;
  readonly rule: string;
}

/**
 * A roll as it lives inside the event it caused (ARCHITECTURE.md "Dice"): enough for anyone to recompute it from
 * the seeds and to re-check the chart row it landed on.
 */
export interface RecordedRoll {
  readonly purpose: string;
  readonly rule: string;
  /** The chart rolled on, e.g. 'E1 atlantic', 'P1 jul1943toDec1943'. */
  readonly chart?: string;
  readonly dice: DiceKind;
  readonly nonce: number;
  readonly faces: readonly number[];
  /** The dice before modifiers. */
  readonly natural: number;
  readonly modifiers: readonly AppliedModifier[];
  readonly total: number;
  /** The chart row's span, e.g. '6-11' or '≤5'. */
  readonly row?: string;
}

export interface RollRequest {
  readonly purpose: string;
  readonly rule: string;
  readonly modifiers?: readonly AppliedModifier[];
}

/** Rolls the dice and applies the modifiers. Keys in the order events have always stored them. */
export function roll(dice: DiceSource, kind: DiceKind, request: RollRequest): RecordedRoll {
  const rolled = dice.roll(kind, request.purpose);
  const modifiers = request.modifiers ?? [];
  let total = rolled.value;
  for (const m of modifiers) total += m.value;
  const { purpose, rule } = request;
  const { nonce, faces, value: natural } = rolled;
  return { purpose, rule, modifiers, dice: kind, nonce, faces, natural, total };
}

/** The roll with the chart and row it landed on. */
export const onChart = (r: RecordedRoll, chart: string, row: string): RecordedRoll => ({
  purpose: r.purpose,
  rule: r.rule,
  modifiers: r.modifiers,
  dice: r.dice,
  nonce: r.nonce,
  faces: r.faces,
  natural: r.natural,
  total: r.total,
  chart,
  row,
});

/** Rolls on a chart and returns the roll (with the row it landed on) and that row's result. */
export function rollOn<R>(
  dice: DiceSource,
  table: RollTable<R>,
  chart: string,
  request: RollRequest,
): { roll: RecordedRoll; result: R } {
  const rolled = roll(dice, table.die, request);
  const row = rowFor(table, rolled.total);
  return { roll: onChart(rolled, chart, formatSpan(row.roll)), result: row.result };
}
