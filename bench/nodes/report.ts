import { markdownTable } from '../../apps/cli/src/tables';
import type { NotifySample } from './notify-bench';
import type { NodesSample } from './servers';
import { median } from '../support/stats';

/** One server count over the runs: medians, and the scaling ratio to one process in the same run. */
export interface NodesSummary {
  nodes: number;
  runs: number;
  commandsPerSecond: number;
  /** Median over the runs of (commands/s with `nodes` ÷ commands/s with one process, same run). */
  scaling: number;
  deliveredPerSecond: number;
  /** The same for the spectators' deliveries per second. */
  deliveriesScaling: number;
  p50: number;
  p99: number;
  serversCpuPercent: number;
  postgresCpuPercent: number;
  othersCpuPercent: number;
}

/** rounds[run] holds one sample per server count; the one-process sample of the same run is the divisor. */
export function summariseNodes(rounds: readonly NodesSample[][]): NodesSummary[] {
  const counts = [...new Set(rounds.flat().map((s) => s.nodes))].sort((a, b) => a - b);
  return counts.map((nodes) => {
    const samples = rounds.flatMap((r) => r.filter((s) => s.nodes === nodes));
    const scaling = (pick: (s: NodesSample) => number) =>
      median(
        rounds.flatMap((r) => {
          const one = r.find((s) => s.nodes === 1);
          const these = r.find((s) => s.nodes === nodes);
          return one && these && pick(one) > 0 ? [pick(these) / pick(one)] : [];
        }),
      );
    const m = (pick: (s: NodesSample) => number) => median(samples.map(pick));
    return {
      nodes,
      runs: samples.length,
      commandsPerSecond: m((s) => s.commandsPerSecond),
      scaling: scaling((s) => s.commandsPerSecond),
      deliveredPerSecond: m((s) => s.deliveredPerSecond),
      deliveriesScaling: scaling((s) => s.deliveredPerSecond),
      p50: m((s) => s.p50),
      p99: m((s) => s.p99),
      serversCpuPercent: m((s) => s.serversCpuPercent),
      postgresCpuPercent: m((s) => s.postgresCpuPercent),
      othersCpuPercent: m((s) => s.othersCpuPercent),
    };
  });
}

/** Appends at saturation by connections: each mode's median, and coalesced ÷ each per run (median). */
export interface NotifySummary {
  connections: number;
  each: number;
  coalesced: number;
  none: number;
  /** Medians of each run's ratio: coalesced ÷ each, and each mode ÷ no NOTIFY at all. */
  ratio: number;
  eachToNone: number;
  coalescedToNone: number;
  eachNotifications: number;
  coalescedNotifications: number;
  eachWakeP99: number;
  coalescedWakeP99: number;
  missed: number;
}

/** rounds[run] holds both modes at each connection count, run alternately. */
export function summariseNotify(rounds: readonly NotifySample[][]): NotifySummary[] {
  const counts = [...new Set(rounds.flat().map((s) => s.connections))].sort((a, b) => a - b);
  return counts.map((connections) => {
    const of = (mode: NotifySample['mode']) =>
      rounds.flatMap((r) => r.filter((s) => s.connections === connections && s.mode === mode));
    const ratio = (over: NotifySample['mode'], under: NotifySample['mode']) =>
      median(
        rounds.flatMap((r) => {
          const a = r.find((s) => s.connections === connections && s.mode === over);
          const b = r.find((s) => s.connections === connections && s.mode === under);
          return a && b && b.appendsPerSecond > 0 ? [a.appendsPerSecond / b.appendsPerSecond] : [];
        }),
      );
    const m = (mode: NotifySample['mode'], pick: (s: NotifySample) => number) => median(of(mode).map(pick));
    return {
      connections,
      each: m('each', (s) => s.appendsPerSecond),
      coalesced: m('coalesced', (s) => s.appendsPerSecond),
      none: m('none', (s) => s.appendsPerSecond),
      ratio: ratio('coalesced', 'each'),
      eachToNone: ratio('each', 'none'),
      coalescedToNone: ratio('coalesced', 'none'),
      eachNotifications: m('each', (s) => s.notifications / s.appends),
      coalescedNotifications: m('coalesced', (s) => s.notifications / s.appends),
      eachWakeP99: m('each', (s) => s.wakeP99),
      coalescedWakeP99: m('coalesced', (s) => s.wakeP99),
      missed: [...of('each'), ...of('coalesced')].reduce((n, s) => n + s.missed, 0),
    };
  });
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');
const pct = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} %` : '—');
const times = (n: number, digits = 2) => (Number.isFinite(n) ? `${n.toFixed(digits)}×` : '—');

export function renderNodes(rows: readonly NodesSummary[]): string {
  const header = [
    'server processes',
    'runs',
    'commands/s',
    '÷ one process',
    'deliveries/s',
    '÷ one process',
    'append → spectator p50 / p99',
    'CPU: servers / PostgreSQL / others',
  ];
  const lines = rows.map((r) => [
    String(r.nodes),
    String(r.runs),
    int(r.commandsPerSecond),
    times(r.scaling),
    int(r.deliveredPerSecond),
    times(r.deliveriesScaling),
    `${ms(r.p50)} / ${ms(r.p99)}`,
    `${pct(r.serversCpuPercent)} / ${pct(r.postgresCpuPercent)} / ${pct(r.othersCpuPercent)}`,
  ]);
  return markdownTable(header, lines, new Set([0, 1, 2, 3, 4, 5, 6]));
}

export function renderNotify(rows: readonly NotifySummary[]): string {
  const header = [
    'connections',
    'NOTIFY in each append',
    'after commit, coalesced',
    'no NOTIFY',
    'coalesced ÷ each',
    'each / coalesced ÷ none',
    'NOTIFYs per append: each / coalesced',
    'wake p99: each / coalesced',
    'missed',
  ];
  const lines = rows.map((r) => [
    String(r.connections),
    `${int(r.each)} /s`,
    `${int(r.coalesced)} /s`,
    `${int(r.none)} /s`,
    times(r.ratio),
    `${times(r.eachToNone)} / ${times(r.coalescedToNone)}`,
    `${r.eachNotifications.toFixed(2)} / ${r.coalescedNotifications.toFixed(2)}`,
    `${ms(r.eachWakeP99)} / ${ms(r.coalescedWakeP99)}`,
    String(r.missed),
  ]);
  return markdownTable(header, lines, new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
}
