import { t } from '../../i18n/i18n';
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
import { improvementText, whoName } from './crew-words';

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
  'shipType',
  'tonnage',
  'outcome',
] as const;
const csvHeading = (column: (typeof CSV_COLUMNS)[number]) => t('csv.column', { column });

const shipRows = (patrol: PatrolEntry) =>
  patrol.ships.map((ship) => [
    t('csv.shipSunk'),
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
  t('csv.patrol'),
  patrol.number,
  patrol.sailed,
  patrol.returned,
  areaName(patrol.area),
  t('csv.shipsSunk', { n: patrol.ships.length }),
  null,
  patrol.tonnage,
  outcomeText(patrol),
];

/** CSV: for each patrol, a row per ship sunk then the patrol's summary row. */
export function patrolLogCsv(log: PatrolLogData): string {
  const rows = [CSV_COLUMNS.map(csvHeading), ...log.patrols.flatMap((p) => [...shipRows(p), summaryRow(p)])];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : t('board.none'));

function patrolText(p: PatrolEntry): string[] {
  const ships = p.ships.map((s) => `    ${s.name} (${shipTypeName(s.type)}), ${tons(s.tonnage)}`);
  const wounds = p.crew.wounds.map((w) => `${whoName(w.who)} ${woundName(w.wound)}`);
  const sailed = monthName(p.sailed, 'short');
  const dates = p.returned
    ? t('start.between', { first: sailed, last: monthName(p.returned, 'short') })
    : t('text.sailed', { month: sailed });
  const promoted = p.promotion ? [t('move.promoted', { rank: rankName(p.promotion) })] : [];
  const encounters = p.encounters.map((e) =>
    t('text.encounter', { kind: encounterName(e.kind), box: e.box }),
  );
  return [
    `${t('route.patrol', { n: p.number, area: areaName(p.area) })}, ${dates}`,
    `  ${t('text.encounters')}: ${list(encounters)}`,
    `  ${t('text.shipsSunk')}: ${p.ships.length === 0 ? t('board.none') : ''}`,
    ...ships,
    `  ${t('text.patrolTonnage')}: ${tons(p.tonnage)}`,
    `  ${t('text.damage', { hull: p.damage.hull, flooding: p.damage.flooding })}; ${list(p.damage.systems.map(systemName))}`,
    `  ${t('crew.generic')}: ${list([...wounds, ...p.crew.improvements.map(improvementText)])}`,
    `  ${t('text.awards')}: ${list([...p.awards.map(awardName), ...promoted])}`,
    `  ${t('text.outcome')}: ${outcomeText(p)}`,
    '',
  ];
}

/** The sheet as plain text, header first, the totals last; a Beneath the Med career's end in its words. */
export function patrolLogText(log: PatrolLogData, med: boolean): string {
  const h = log.header;
  const header = h
    ? [
        t('text.uboat', { type: h.uboatType, id: h.uboatId ?? 'none' }),
        `${t(med ? 'medCrew.comandante' : 'crewman.kommandant')}: ${h.kommandant}`,
      ]
    : [];
  const rank = h?.rank ? [`${t('text.rank')}: ${rankName(h.rank)}`] : [];
  const end = log.ended
    ? [
        `${t('text.ended')}: ${endReasonName(log.ended.reason, med)} (${log.ended.rule}); ${victoryName(log.ended.victoryLevel)}`,
      ]
    : [];
  return [
    t('tab.log').toUpperCase(),
    ...header,
    ...rank,
    '',
    ...log.patrols.flatMap(patrolText),
    t('text.totals', { patrols: log.patrols.length, ships: log.shipsSunk, tonnage: tons(log.tonnage) }),
    ...end,
    '',
  ].join('\n');
}

/** A file name from the boat's ID (U-123-patrol-log.csv), else the career's. */
export function logFileName(log: PatrolLogData, careerId: string, extension: 'csv' | 'txt'): string {
  const base = (log.header?.uboatId ?? careerId).replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${base || 'career'}-patrol-log.${extension}`;
}
