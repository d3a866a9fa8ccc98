import type { StandingRow } from './api';

export const PAGE_SIZE = 20;

/** The rows whose entrant's name holds the query (any case); every row for an empty query. */
export function matching(rows: readonly StandingRow[], query: string): StandingRow[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? rows.filter((r) => r.name.toLocaleLowerCase().includes(q)) : [...rows];
}

export const pageCount = (rows: number): number => Math.max(1, Math.ceil(rows / PAGE_SIZE));

/** The page (0-based) that holds the first of my rows, or null when none is mine. */
export function pageOfMine(rows: readonly StandingRow[], mine: ReadonlySet<string>): number | null {
  const index = rows.findIndex((r) => mine.has(r.careerId));
  return index < 0 ? null : Math.floor(index / PAGE_SIZE);
}

export const pageRows = (rows: readonly StandingRow[], page: number): readonly StandingRow[] =>
  rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
