import { outcomeText } from './outcome';
import type { PatrolEntry, PatrolLogData } from './patrol-log';
import {
  areaName,
  awardName,
  encounterName,
  endReasonName,
  monthName,
  rankName,
  shipTypeName,
  systemName,
  tons,
  victoryName,
  woundName,
} from '../../ui/words';

// The log sheet to take away: CSV (one row per ship sunk and per patrol) and plain text.

/**
 * One CSV cell: a cell a spreadsheet would read as a formula (= + - @, or a tab / carriage return first) starts
 * with an apostrophe; a cell with a comma, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  'record',
  'patrol',
  'sailed',
  'returned',
  'area',
  'ship',
  'ship type',
  'tonnage',
  'outcome',
];

const shipRows = (patrol: PatrolEntry) =>
  patrol.ships.map((ship) => [
    'ship sunk',
    patrol.number,
    patrol.sailed,
    patrol.returned,
    areaName(patrol.area),
    ship.name,
    shipTypeName(ship.type),
    ship.tonnage,
    null,
  ]);

const summaryRow = (patrol: PatrolEntry) => [
  'patrol',
  patrol.number,
  patrol.sailed,
  patrol.returned,
  areaName(patrol.area),
  `${patrol.ships.length} ship(s) sunk`,
  null,
  patrol.tonnage,
  outcomeText(patrol),
];

/** CSV: for each patrol, a row per ship sunk then the patrol's summary row. */
export function patrolLogCsv(log: PatrolLogData): string {
  const rows = [CSV_COLUMNS, ...log.patrols.flatMap((p) => [...shipRows(p), summaryRow(p)])];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');

function patrolText(p: PatrolEntry): string[] {
  const ships = p.ships.map((s) => `    ${s.name} (${shipTypeName(s.type)}), ${tons(s.tonnage)}`);
  const wounds = p.crew.wounds.map((w) => `${w.who} ${woundName(w.wound)}`);
  const dates = p.returned
    ? `${monthName(p.sailed, 'short')} to ${monthName(p.returned, 'short')}`
    : `sailed ${monthName(p.sailed, 'short')}`;
  return [
    `Patrol ${p.number}: ${areaName(p.area)}, ${dates}`,
    `  Encounters: ${list(p.encounters.map((e) => `${encounterName(e.kind)} (box ${e.box})`))}`,
    `  Ships sunk: ${p.ships.length === 0 ? 'none' : ''}`,
    ...ships,
    `  Patrol tonnage: ${tons(p.tonnage)}`,
    `  Damage: hull ${p.damage.hull}, flooding ${p.damage.flooding}; ${list(p.damage.systems.map(systemName))}`,
    `  Crew: ${list([...wounds, ...p.crew.improvements])}`,
    `  Awards: ${list([...p.awards.map(awardName), ...(p.promotion ? [`promoted ${rankName(p.promotion)}`] : [])])}`,
    `  Outcome: ${outcomeText(p)}`,
    '',
  ];
}

/** The sheet as plain text, header first, the totals last. */
export function patrolLogText(log: PatrolLogData): string {
  const h = log.header;
  const header = h
    ? [`U-boat: Type ${h.uboatType}${h.uboatId ? `, ${h.uboatId}` : ''}`, `Kommandant: ${h.kommandant}`]
    : [];
  const rank = h?.rank ? [`Rank: ${rankName(h.rank)}`] : [];
  const end = log.ended
    ? [
        `Career ended: ${endReasonName(log.ended.reason)} (${log.ended.rule}); ${victoryName(log.ended.victoryLevel)}`,
      ]
    : [];
  return [
    'PATROL LOG SHEET',
    ...header,
    ...rank,
    '',
    ...log.patrols.flatMap(patrolText),
    `Patrols: ${log.patrols.length}; ships sunk: ${log.shipsSunk}; tonnage: ${tons(log.tonnage)}`,
    ...end,
    '',
  ].join('\n');
}

/** A file name from the boat's ID (U-123-patrol-log.csv), else the career's. */
export function logFileName(log: PatrolLogData, careerId: string, extension: 'csv' | 'txt'): string {
  const base = (log.header?.uboatId ?? careerId).replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${base || 'career'}-patrol-log.${extension}`;
}
