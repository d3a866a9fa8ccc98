import { markdownTable } from '../tables';
import type { SimulationReport } from './simulate';

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const share = (n: number, of: number): string => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);
const counted = (n: number, of: number): string => `${int(n)} (${share(n, of)})`;
const tons = (n: number): string => `${int(n)} t`;

export const SIMULATE_HEADER = [
  'policy',
  'U-boat',
  'start',
  'careers',
  'survived to 5/45',
  'tonnage mean',
  'tonnage median',
  "Knight's Cross",
  'patrols mean',
  'patrols median',
  'stopped at a rule',
];

const HOW = { blocked: 'blocked step', notImplemented: 'RuleNotImplemented' } as const;

function section(title: string, header: string[], lines: string[][]): string[] {
  const right = new Set(header.map((_, i) => i).filter((i) => i >= header.length - 2));
  return ['', title, '', markdownTable(header, lines, right)];
}

/** The summary table, then the careers by end, victory level and the rule they stopped at; then the notes. */
export function renderSimulation(r: SimulationReport): string {
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
    r.patrols.mean.toFixed(2),
    String(r.patrols.median),
    counted(stopped, r.careers),
  ];
  const rows = (counts: Readonly<Record<string, number>>) =>
    Object.entries(counts).map(([k, n]) => [k, int(n), share(n, r.careers)]);
  const lines = [
    markdownTable(SIMULATE_HEADER, [summary], new Set([3, 4, 5, 6, 7, 8, 9, 10])),
    ...section('Careers by end (5.1)', ['end', 'careers', 'share'], rows(r.ends)),
    ...section('Victory levels (5.2)', ['victory level', 'careers', 'share'], rows(r.victoryLevels)),
    ...(r.stoppedAt.length === 0
      ? []
      : section(
          'Stopped at a rule the engine does not play yet',
          ['rule', 'how', 'careers', 'share'],
          r.stoppedAt.map((s) => [s.rule, HOW[s.how], int(s.careers), share(s.careers, r.careers)]),
        )),
    '',
    `> Seed ${r.seed}: career i plays on server seed sha256("${r.seed}:i") and player seed "bot", ` +
      `the ${r.policy} bot choosing among the commands pending() offers.`,
    '> Survived to 5/45: CareerEnded with reason warOver or endDate, or alive when the career stopped ' +
      `(${int(r.aliveWhenStopped)} careers: blocked at a rule, or the bot stopped).`,
    "> Knight's Cross: careers with an event awarding it (knightsCross: true, as ShipSunk records 11.3.1, or naming it).",
    '> Victory level: CareerEnded.data.victoryLevel; n/a when the event has none.',
  ];
  return `${lines.join('\n')}\n`;
}
