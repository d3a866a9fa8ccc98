import type { CliLanguage } from '../language';
import { markdownTable } from '../tables';
import type { SimulationReport } from './simulate';
import { endIn, levelIn, SIMULATE_WORDS } from './simulate-words';

function section(title: string, header: string[], lines: string[][]): string[] {
  const right = new Set(header.map((_, i) => i).filter((i) => i >= header.length - 2));
  return ['', title, '', markdownTable(header, lines, right)];
}

/** The summary table, then the careers by end, victory level and the rule they stopped at; then the notes. */
export function renderSimulation(r: SimulationReport, language: CliLanguage = 'en'): string {
  const w = SIMULATE_WORDS[language];
  const int = (n: number): string => Math.round(n).toLocaleString(w.locale);
  const share = (n: number, of: number): string =>
    of === 0
      ? '—'
      : `${((100 * n) / of).toLocaleString(w.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  const counted = (n: number, of: number): string => `${int(n)} (${share(n, of)})`;
  const tons = (n: number): string => `${int(n)} t`;
  const stopped = r.stoppedAt.reduce((n, s) => n + s.careers, 0);
  const summary = [
    r.policy,
    r.uboatType,
    r.startDate,
    int(r.careers),
    counted(r.survived, r.careers),
    tons(r.tonnage.mean),
    tons(r.tonnage.median),
    counted(r.knightsCross, r.careers),
    r.patrols.mean.toLocaleString(w.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    r.patrols.median.toLocaleString(w.locale),
    counted(stopped, r.careers),
  ];
  const rows = (counts: Readonly<Record<string, number>>, named: (k: string) => string) =>
    Object.entries(counts).map(([k, n]) => [named(k), int(n), share(n, r.careers)]);
  const lines = [
    markdownTable([...w.header], [summary], new Set([3, 4, 5, 6, 7, 8, 9, 10])),
    ...section(
      w.byEnd,
      [w.end, w.careers, w.share],
      rows(r.ends, (k) => endIn(language, k)),
    ),
    ...section(
      w.byLevel,
      [w.level, w.careers, w.share],
      rows(r.victoryLevels, (k) => levelIn(language, k)),
    ),
    ...(r.stoppedAt.length === 0
      ? []
      : section(
          w.stoppedAt,
          [w.rule, w.howColumn, w.careers, w.share],
          r.stoppedAt.map((s) => [s.rule, w.how[s.how], int(s.careers), share(s.careers, r.careers)]),
        )),
    '',
    ...w.notes(r.seed, r.policy, int(r.aliveWhenStopped)),
  ];
  return `${lines.join('\n')}\n`;
}
