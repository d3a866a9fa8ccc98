import { failureSummary, type Recovery } from '../../test/support/cluster-recovery';

/** Each fault's recoveries, one per run, in the order the faults were inflicted. */
export type FaultRows = Map<string, Recovery[]>;

/** The median, an unrecovered run counting as longer than any; `undefined` when the median run did not recover. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.map((v) => v ?? Infinity).sort((a, b) => a - b);
  const middle = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] : sorted[sorted.length / 2 - 1];
  return Number.isFinite(middle) ? middle : undefined;
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? 'not recovered' : `${(ms / 1000).toFixed(1)} s`;

/** The markdown table of docs/failover.md: one line a fault, medians over its runs. */
export function failoverTable(rows: FaultRows): string {
  const lines = [
    '| fault | outage | first command acknowledged | read models caught up, every process | one writer per read model | failed answers (median) | their answers, all runs | processes that exited |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const [fault, runs] of rows) {
    const outage = median(runs.map((r) => r.ended - r.began));
    const failed = median(runs.map((r) => r.failed.length));
    const cells = [
      fault,
      seconds(outage),
      seconds(median(runs.map((r) => r.commandsBackMs))),
      seconds(median(runs.map((r) => r.caughtUpMs))),
      seconds(median(runs.map((r) => r.oneWriterMs))),
      String(failed),
      failureSummary(runs.flatMap((r) => r.failed)),
      runs.flatMap((r) => r.exited).join(', ') || 'none',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
