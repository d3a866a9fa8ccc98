import { markdownTable } from '../../apps/cli/src/tables';
import type { Row, Unit } from '../store/report';

export interface BenchReport {
  rows: Row[];
  runs: number;
  seconds: number;
  notes: string[];
}

const formatValue = (value: number, unit: Unit): string =>
  unit === 'ev/s'
    ? `${Math.round(value).toLocaleString('en-US')} ev/s`
    : unit === 'ms'
      ? `${value.toFixed(2)} ms`
      : `${value.toFixed(0)} MB`;

const cell = (value: number | null | 'n/a', unit: Unit): string =>
  value === null ? '—' : value === 'n/a' ? 'n/a*' : formatValue(value, unit);

const ratio = (value: number | null): string => (value === null ? '—' : `${value.toFixed(2)}×`);

const HEADER = [
  'store',
  'metric',
  'periscope',
  'raw driver',
  'ratio',
  'Emmett',
  'ratio',
  'target',
  'pass/fail',
];

/** The report as one Markdown table (readable in a terminal and pasteable into the README), then its notes. */
export function renderTable(report: BenchReport): string {
  const lines = report.rows.map((r) => [
    r.store,
    r.metric,
    cell(r.periscope, r.unit),
    cell(r.raw, r.unit),
    ratio(r.rawRatio),
    cell(r.emmett, r.unit),
    ratio(r.emmettRatio),
    r.target,
    r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL',
  ]);
  return [markdownTable(HEADER, lines, new Set([2, 3, 4, 5, 6])), '', ...report.notes].join('\n') + '\n';
}
