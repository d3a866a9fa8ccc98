import { median } from '../../apps/cli/src/tables';
import type { StoreKind } from './stores';

export type Contender = 'periscope' | 'raw' | 'emmett';
export type Unit = 'ev/s' | 'ms' | 'MB';

/** One line of the table: the median of each contender's runs, the ratios and the verdict. */
export interface Row {
  store: StoreKind;
  metric: string;
  unit: Unit;
  periscope: number | null;
  raw: number | null;
  /** periscope ÷ raw driver. */
  rawRatio: number | null;
  /** null: not measured; 'n/a': Emmett has no adapter for this store here. */
  emmett: number | null | 'n/a';
  /** periscope ÷ Emmett. */
  emmettRatio: number | null;
  target: string;
  pass: boolean | null;
  runs: number;
}

/** Every sample of one store's run, by metric and contender. */
export class Samples {
  private readonly values = new Map<string, { unit: Unit; by: Partial<Record<Contender, number[]>> }>();

  add(metric: string, unit: Unit, contender: Contender, value: number): void {
    const entry = this.values.get(metric) ?? { unit, by: {} };
    (entry.by[contender] ??= []).push(value);
    this.values.set(metric, entry);
  }

  /** The rows, in the order metrics were first measured. */
  rows(store: StoreKind): Row[] {
    return [...this.values].map(([metric, { unit, by }]) => {
      const m = (c: Contender) => (by[c] ? median(by[c]) : null);
      const [periscope, raw, emmett] = [m('periscope'), m('raw'), m('emmett')];
      const ratio = (other: number | null) => (periscope !== null && other ? periscope / other : null);
      const emmettCell =
        emmett ?? (store === 'sqlite' && unit === 'ev/s' && metric.startsWith('append') ? 'n/a' : null);
      const { target, pass } = judge(store, metric, periscope, raw, emmett);
      const runs = Math.max(...Object.values(by).map((v) => v.length));
      return {
        store,
        metric,
        unit,
        periscope,
        raw,
        rawRatio: ratio(raw),
        emmett: emmettCell,
        emmettRatio: ratio(emmett),
        target,
        pass,
        runs,
      };
    });
  }
}

/** The store benchmark's targets when they were set. */
function judge(
  store: StoreKind,
  metric: string,
  us: number | null,
  raw: number | null,
  emmett: number | null,
) {
  if (metric === 'append 100-batch') {
    const target = emmett === null ? '≥ 0.5× raw' : '≥ 0.5× raw, ≥ 1.0× Emmett';
    const pass = us !== null && raw !== null && us >= 0.5 * raw && (emmett === null || us >= emmett);
    return { target, pass };
  }
  if (metric === 'readAll' && store === 'sqlite')
    return { target: '≥ 100,000 ev/s', pass: us !== null && us >= 100_000 };
  if (metric.startsWith('readAll peak RSS')) return { target: '< 200 MB', pass: us !== null && us < 200 };
  return { target: '—', pass: null };
}
