import type { tournament } from '@periscope/play';

/** A ruling the published standings count (T-ADJUDICATE): whose, which, and why. */
export type RulingRow = tournament.RulingRow;

const COLUMNS = [
  'rank',
  'name',
  'careerId',
  'uboatType',
  'pack',
  'tonnage',
  'shipsSunk',
  'patrolsCompleted',
  'fate',
  'endReason',
  'standing',
  'reason',
] as const;

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180: quoted when it holds a comma, a quote or a line break; a would-be formula is written as text ('…). */
const cell = (value: unknown): string => {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A ruling in words, for the CSV's rulings column. */
export function rulingText({ rulingId, ruling, reason }: RulingRow): string {
  const what =
    ruling.kind === 'voidEncounter'
      ? `encounter of revision ${ruling.revision} voided`
      : `${ruling.field} of revision ${ruling.revision} corrected from ${ruling.from} to ${ruling.to}`;
  return `${rulingId}: ${what} (${reason})`;
}

const rulingsOf = (rulings: readonly RulingRow[], careerId: string) =>
  rulings.filter((r) => r.careerId === careerId);

/** The individual standings as CSV, one entrant a line, ranked first; the last column names its rulings. */
export function resultsCsv(board: tournament.Standings, rulings: readonly RulingRow[]): string {
  const lines = board.individual.map((row) =>
    [...COLUMNS.map((c) => row[c]), rulingsOf(rulings, row.careerId).map(rulingText).join('; ')]
      .map(cell)
      .join(','),
  );
  return [[...COLUMNS, 'rulings'].join(','), ...lines].join('\r\n') + '\r\n';
}

/** The standings as NDJSON: the tournament, then each entrant with its rulings, then each pack. */
export function resultsNdjson(
  board: tournament.Standings,
  position: number,
  rulings: readonly RulingRow[],
): string {
  const { individual, packs, survival: _survival, ...head } = board;
  const lines = [
    { type: 'tournament', position, ...head },
    ...individual.map((row) => ({ type: 'entrant', ...row, rulings: rulingsOf(rulings, row.careerId) })),
    ...packs.map((pack) => ({ type: 'pack', ...pack })),
  ];
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}
