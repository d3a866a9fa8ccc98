import type { RecordedRoll } from '@periscope/rules';
import { BENEATH_THE_MED } from '@periscope/rules/campaigns';
import { formatSpan, type Provenance, type RollTable } from '@periscope/rules/charts';
import { notPrinted } from './med-board';

type Table = RollTable<unknown> & {
  readonly built?: boolean;
  readonly ranges?: Readonly<Record<string, Table>>;
  readonly beforeFiring?: Readonly<Record<string, Table>>;
};

/** The table of the pack a roll names (`B1 close`, `B3 standard`, `B5`), or null. */
function tableOf(chart: string): Table | null {
  const [id, column] = chart.split(' ');
  const found = BENEATH_THE_MED.charts.builtIn[id] as Table | undefined;
  if (!found || found.built !== true) return null;
  const nested = column ? (found.ranges?.[column] ?? found.beforeFiring?.[column]) : undefined;
  return nested ?? (Array.isArray(found.rows) ? found : null);
}

/**
 * Whether a roll of a Med career landed on a value the rule text does not print: its row designed (or historical), or
 * the year's modifier of [B3] before firing (designed D22).
 */
export function designedRoll(roll: RecordedRoll): boolean {
  if (!roll.chart) return false;
  if (roll.chart.startsWith('B3 ') && roll.modifiers.some((m) => m.id === 'year')) return true;
  const row = tableOf(roll.chart)?.rows.find((r) => formatSpan(r.roll) === roll.row);
  return row !== undefined && notPrinted(row.provenance as Provenance);
}
