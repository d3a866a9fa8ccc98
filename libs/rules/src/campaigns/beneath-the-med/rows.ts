import { between, type DieCode, type RollTable, type SourceRef } from '../../charts';

/** A chart with a row for each total of its die, from `first` up, in order: [A3]'s area sections, [D3]'s harbours. */
export const oneRowPerTotal = <R>(
  die: DieCode,
  first: number,
  results: readonly R[],
  provenance: SourceRef,
): RollTable<R> => ({
  die,
  modified: false,
  rows: results.map((result, i) => ({ roll: between(first + i, first + i), result, provenance })),
});

/** A chart of bands of totals, each `[first, last, result]` in order, all from one source: [D4], 6.7.4's rolls. */
export const bands = <R>(
  die: DieCode,
  rows: readonly (readonly [number, number, R])[],
  provenance: SourceRef,
): RollTable<R> => ({
  die,
  modified: false,
  rows: rows.map(([first, last, result]) => ({ roll: between(first, last), result, provenance })),
});
