import type { FameEntry } from './fame-verdicts';

/** Which admissions a board counts: all of them, or those of one month (`YYYY-MM`, the month of admission). */
export type FamePeriod = 'all' | `${number}-${number}`;

export interface BoardPage {
  readonly period: FamePeriod;
  /** 1-based. */
  readonly page: number;
  readonly size: number;
}

export interface FameBoard {
  readonly uboatType: string;
  readonly startDate: string;
  /** Entries on the whole board, over every page. */
  readonly total: number;
  readonly entries: readonly (FameEntry & { readonly rank: number })[];
}

/**
 * The boards of a period (docs/accounts.md "Hall of fame"): one per boat type and start month, the most tonnage
 * first (the earlier admission first among equals), each cut to the page asked; a rank counts over the whole board.
 */
export function fameBoards(admitted: readonly FameEntry[], { period, page, size }: BoardPage): FameBoard[] {
  const counted = admitted.filter((e) => period === 'all' || e.admittedAt.startsWith(period));
  const sorted = [...counted].sort(
    (a, b) => b.tonnage - a.tonnage || a.admittedAt.localeCompare(b.admittedAt),
  );
  const boards = new Map<string, FameEntry[]>();
  for (const entry of sorted) {
    const key = `${entry.uboatType} ${entry.startDate}`;
    boards.set(key, [...(boards.get(key) ?? []), entry]);
  }
  const from = (page - 1) * size;
  return [...boards.values()].map((entries) => ({
    uboatType: entries[0].uboatType,
    startDate: entries[0].startDate,
    total: entries.length,
    entries: entries.slice(from, from + size).map((entry, i) => ({ rank: from + i + 1, ...entry })),
  }));
}

/**
 * One board of a period ranked by `score` (the most first, the earlier admission first among equals), cut to the
 * page asked; a rank counts over the whole board, `total` says its length.
 */
export function rankedBoard<E extends { readonly admittedAt: string }>(
  admitted: readonly E[],
  score: (entry: E) => number,
  { period, page, size }: BoardPage,
) {
  const counted = admitted
    .filter((e) => period === 'all' || e.admittedAt.startsWith(period))
    .sort((a, b) => score(b) - score(a) || a.admittedAt.localeCompare(b.admittedAt));
  const from = (page - 1) * size;
  const entries = counted.slice(from, from + size).map((entry, i) => ({ rank: from + i + 1, ...entry }));
  return { total: counted.length, entries };
}
