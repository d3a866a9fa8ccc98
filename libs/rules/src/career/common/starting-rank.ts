import type { DiceSource } from '../../dice';
import { onChart, roll, type RecordedRoll } from '../model/rolls';

/** The start year's row of a campaign's starting-rank table, and the two ranks it chooses between. */
export interface StartingRankRow<R extends string> {
  /** The 1d6 at or above which the commander starts at the higher rank. */
  readonly from: number;
  readonly rule: string;
  /** The chart and row the roll is recorded on. */
  readonly chart: string;
  readonly higher: R;
  readonly higherName: string;
  readonly lower: R;
}

/**
 * The starting rank on 1d6 by start year, the same procedure in both campaigns (The Hunted 11.2.2 on [M4],
 * Beneath the Med 7.9.3): the higher rank from the year's number, else the lower.
 */
export function rollStartingRank<R extends string>(
  dice: DiceSource,
  row: StartingRankRow<R>,
): { readonly rank: R; readonly rankRoll: RecordedRoll } {
  const rolled = roll(dice, '1d6', { purpose: 'starting rank', rule: row.rule });
  const rank = rolled.natural >= row.from ? row.higher : row.lower;
  return { rank, rankRoll: onChart(rolled, row.chart, `${row.higherName} on ${row.from}+`) };
}
