import type { tournament } from '@periscope/play';

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

/** RFC 4180: quoted when it holds a comma, a quote or a line break. */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The individual standings as CSV, one entrant a line, ranked first. */
export function resultsCsv(board: tournament.Standings): string {
  const lines = board.individual.map((row) => COLUMNS.map((c) => cell(row[c])).join(','));
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The standings as NDJSON: the tournament, then each entrant, then each pack. */
export function resultsNdjson(board: tournament.Standings, position: number): string {
  const { individual, packs, survival: _survival, ...head } = board;
  const lines = [
    { type: 'tournament', position, ...head },
    ...individual.map((row) => ({ type: 'entrant', ...row })),
    ...packs.map((pack) => ({ type: 'pack', ...pack })),
  ];
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}
