import type { CliLanguage } from '../language';
import { markdownTable } from '../tables';
import { isPlayed, type MedCellReport, type MedSimulationReport } from './simulate-med';
import { medEndIn, SIMULATE_WORDS } from './simulate-words';

/** The numbers of a language: whole, with a share, and tons. */
function numbers(language: CliLanguage) {
  const { locale } = SIMULATE_WORDS[language];
  const int = (n: number): string => Math.round(n).toLocaleString(locale);
  const fixed = (n: number, digits: number): string =>
    n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const counted = (n: number, of: number): string =>
    of === 0 ? '—' : `${int(n)} (${fixed((100 * n) / of, 1)} %)`;
  return { int, fixed, counted, tons: (n: number): string => `${int(n)} t` };
}

function summaryRow(r: MedSimulationReport, c: MedCellReport, language: CliLanguage): string[] {
  const { int, fixed, counted, tons } = numbers(language);
  return [
    r.policy,
    c.uboatClass,
    c.startDate,
    int(c.careers),
    counted(c.finished, c.careers),
    counted(c.stopped, c.careers),
    counted(c.alive, c.careers),
    int(c.patrols),
    `${int(c.shipsSunk)} (${fixed(c.careers ? c.shipsSunk / c.careers : 0, 2)})`,
    tons(c.tonnage.mean),
    tons(c.tonnage.median),
    tons(c.tonnagePerPatrol),
    counted(c.torpedoes.hits, c.torpedoes.fired),
  ];
}

/** Rows by key (a rule and how, or an end), a column per class and start, then all of them: "212 of 300". */
function byCell(
  cells: readonly MedCellReport[],
  keysOf: (c: MedCellReport) => readonly { key: string; careers: number }[],
  language: CliLanguage,
): string[][] {
  const w = SIMULATE_WORDS[language].med;
  const { int } = numbers(language);
  const total = cells.reduce((n, c) => n + c.careers, 0);
  const keys = [...new Set(cells.flatMap((c) => keysOf(c).map((k) => k.key)))];
  const count = (c: MedCellReport, key: string) => keysOf(c).find((k) => k.key === key)?.careers ?? 0;
  const rows = keys.map((key) => {
    const counts = cells.map((c) => count(c, key));
    const all = counts.reduce((a, b) => a + b, 0);
    return {
      key,
      all,
      cells: [...counts.map((n, i) => w.of(int(n), int(cells[i].careers))), w.of(int(all), int(total))],
    };
  });
  return rows.sort((a, b) => b.all - a.all).map((row) => [...row.key.split('\t'), ...row.cells]);
}

/** The summary by class and start, where the careers stopped, how those that finished ended; then the notes. */
export function renderMedSimulation(r: MedSimulationReport, language: CliLanguage = 'en'): string {
  const w = SIMULATE_WORDS[language];
  const played = r.cells.filter(isPlayed);
  const header = w.med.header;
  const rows = r.cells.map((c) =>
    isPlayed(c)
      ? summaryRow(r, c, language)
      : [r.policy, c.uboatClass, c.startDate, ...Array<string>(header.length - 3).fill('—')],
  );
  const notInService = r.cells.flatMap((c) =>
    isPlayed(c) ? [] : [`> ${c.uboatClass} ${c.startDate}: ${w.med.notInService(c.inServiceFrom)}.`],
  );
  const cellColumns = [...played.map((c) => `${c.uboatClass} ${c.startDate}`), w.med.all];
  const right = (from: number, n: number) => new Set(Array.from({ length: n }, (_, i) => from + i));
  const stops = byCell(
    played,
    (c) => c.stoppedAt.map((s) => ({ key: `${s.rule}\t${w.med.how[s.how]}`, careers: s.careers })),
    language,
  );
  const ends = byCell(
    played,
    (c) => Object.entries(c.ends).map(([end, careers]) => ({ key: medEndIn(language, end), careers })),
    language,
  );
  const lines = [
    w.med.title,
    '',
    markdownTable([...header], rows, right(3, header.length - 3)),
    ...(notInService.length === 0 ? [] : ['', ...notInService]),
    ...(stops.length === 0
      ? []
      : [
          '',
          w.med.stoppedAt,
          '',
          markdownTable([w.rule, w.howColumn, ...cellColumns], stops, right(2, cellColumns.length)),
        ]),
    ...(ends.length === 0
      ? []
      : ['', w.med.byEnd, '', markdownTable([w.end, ...cellColumns], ends, right(1, cellColumns.length))]),
    '',
    ...w.med.notes(r.seed, r.policy),
  ];
  return `${lines.join('\n')}\n`;
}
