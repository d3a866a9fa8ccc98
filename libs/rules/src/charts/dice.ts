import { ChartPackInvalid, ChartPath } from './chart-pack-invalid';
import { reason, type PackReasonCode } from './pack-reasons';
import { InterpretationId, Provenance } from './provenance';

/** The dice a chart is rolled with. `d66` = tens die + units die (11..66); `d100` = 1d10 tens + 1d10 units, 00 = 100. */
export const DIE_CODES = ['1d6', '2d6', 'd66', '1d10', 'd100', '1d20', '3d6'] as const;
export type DieCode = (typeof DIE_CODES)[number];

/**
 * The totals a row covers. `null` is an open bound: `{ min: null, max: 2 }` reads "2 or less" and
 * `{ min: 12, max: null }` "12 or more". Open bounds exist only on modified-roll tables.
 */
export interface RollSpan {
  readonly min: number | null;
  readonly max: number | null;
}

export interface RollRow<R> {
  readonly roll: RollSpan;
  readonly result: R;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface RollTable<R> {
  readonly die: DieCode;
  /** True when modifiers may push the total beyond the die's faces (rows may then have open bounds). */
  readonly modified: boolean;
  readonly rows: readonly RollRow<R>[];
}

export const exactly = (n: number): RollSpan => ({ min: n, max: n });
export const between = (min: number, max: number): RollSpan => ({ min, max });
export const atMost = (max: number): RollSpan => ({ min: null, max });
export const atLeast = (min: number): RollSpan => ({ min, max: null });

const OUTCOMES: Record<DieCode, readonly number[]> = {
  '1d6': range(1, 6),
  '2d6': range(2, 12),
  d66: range(1, 6).flatMap((tens) => range(1, 6).map((units) => tens * 10 + units)),
  '1d10': range(1, 10),
  d100: range(1, 100),
  '1d20': range(1, 20),
  '3d6': range(3, 18),
};

/** Every total the die can show before modifiers, ascending. */
export function dieOutcomes(die: DieCode): readonly number[] {
  return OUTCOMES[die];
}

export function spanContains(span: RollSpan, total: number): boolean {
  return (span.min === null || total >= span.min) && (span.max === null || total <= span.max);
}

/** The row of a table for a (modified) total. Throws if no row covers it. */
export function rowFor<R>(table: RollTable<R>, total: number): RollRow<R> {
  const rows = table.rows;
  for (let i = 0; i < rows.length; i++) if (spanContains(rows[i].roll, total)) return rows[i]; // no iterator per roll
  throw new RangeError(`no row covers ${total} on a ${table.die} table`);
}

export function formatSpan(span: RollSpan): string {
  if (span.min === null) return `≤${span.max}`;
  if (span.max === null) return `≥${span.min}`;
  return span.min === span.max ? `${span.min}` : `${span.min}-${span.max}`;
}

type Coverable = Pick<RollTable<unknown>, 'die' | 'modified'> & {
  readonly rows: readonly { readonly roll: RollSpan }[];
  readonly modifiers?: readonly { readonly value: number }[];
};

/**
 * Rows must be in ascending order and cover every face of the die with no gap and no overlap. A modified-roll
 * table may reach beyond the faces, with an open bound on its first and/or last row only; when the table lists
 * its modifiers, the rows must also reach every total those modifiers can produce together.
 */
export function assertCoverage(table: Coverable, at: ChartPath | string = 'table'): void {
  const path: ChartPath = typeof at === 'string' ? [at] : at;
  const rowPath = (i: number): ChartPath => [...path, 'rows', { label: 'row', index: i }];
  const outcomes = dieOutcomes(table.die);
  const first = outcomes[0];
  const last = outcomes[outcomes.length - 1];
  const { rows } = table;
  if (rows.length === 0) throw new ChartPackInvalid([...path, 'rows'], reason('empty'));

  rows.forEach(({ roll }, i) => {
    const fail = (code: PackReasonCode, values?: Parameters<typeof reason>[1]): never => {
      throw new ChartPackInvalid(rowPath(i), reason(code, values));
    };
    if (roll.min !== null && roll.max !== null && roll.min > roll.max)
      fail('rollReversed', { span: `${roll.min}-${roll.max}` });
    if (roll.min === null && (i > 0 || !table.modified)) fail('openBelow');
    if (roll.max === null && (i < rows.length - 1 || !table.modified)) fail('openAbove');
    if (!table.modified) {
      if ((roll.min as number) < first || (roll.max as number) > last)
        fail('outsideDie', { span: formatSpan(roll), die: table.die, range: `${first}-${last}` });
      if (!outcomes.some((o) => spanContains(roll, o)))
        fail('noTotal', { span: formatSpan(roll), die: table.die });
    }
    if (i === 0) return;
    const prev = rows[i - 1].roll;
    if (prev.max === null || (roll.min !== null && roll.min <= prev.max))
      fail('overlaps', { span: formatSpan(roll), row: i, other: formatSpan(prev) });
    const [after, before] = [prev.max as number, roll.min as number];
    const reachable = table.modified ? range(after + 1, before - 1) : outcomes;
    const missing = reachable.find((o) => o > after && o < before);
    if (missing !== undefined) fail('gap', { n: missing, row: i });
  });

  const head = rows[0].roll;
  if (head.min !== null && head.min > first)
    throw new ChartPackInvalid(rowPath(0), reason('notCovered', { n: first }));
  const tail = rows[rows.length - 1].roll;
  if (tail.max !== null && tail.max < last)
    throw new ChartPackInvalid(rowPath(rows.length - 1), reason('notCovered', { n: last }));

  const values = (table.modifiers ?? []).map((m) => m.value);
  const lowest = first + values.filter((v) => v < 0).reduce((a, b) => a + b, 0);
  const highest = last + values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
  if (head.min !== null && head.min > lowest)
    throw new ChartPackInvalid(rowPath(0), reason('modifiersReach', { direction: 'down', total: lowest }));
  if (tail.max !== null && tail.max < highest)
    throw new ChartPackInvalid(
      rowPath(rows.length - 1),
      reason('modifiersReach', { direction: 'up', total: highest }),
    );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
