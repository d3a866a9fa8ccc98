import type { CareerRow, CareerStatus, IndexedCareer } from './career-index.projection';

export type StatusFilter = CareerStatus | 'all';

export interface PageRequest {
  readonly status: StatusFilter;
  readonly limit: number;
  /** From the previous page's `next`: the careers whose last activity came before it. */
  readonly cursor?: string;
}

export interface CareersPage {
  readonly careers: CareerRow[];
  /** The cursor of the next page; null on the last one. */
  readonly next: string | null;
}

const PREFIX = 'before:';

const encode = (position: number): string => Buffer.from(`${PREFIX}${position}`).toString('base64url');

/** The cursor after a career: its last event's global position, opaque to clients. */
export const cursorAfter = (career: IndexedCareer): string => encode(career.position);

/** The position a cursor stands for; undefined when it is not one this server gave. */
export function positionOf(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const position = Number(text.slice(PREFIX.length));
  const ours = text.startsWith(PREFIX) && Number.isSafeInteger(position) && position > 0;
  return ours && encode(position) === cursor ? position : undefined;
}

/**
 * One page, newest activity first (the last event's position: unique per career, so the order is total). The
 * cursor is where the last page stopped: a career that moves up meanwhile is not seen twice, and every career
 * that stayed put is seen once.
 */
export function pageOf(
  careers: readonly IndexedCareer[],
  request: PageRequest,
  before = Infinity,
): CareersPage {
  const chosen = careers
    .filter((c) => c.position < before && (request.status === 'all' || c.row.status === request.status))
    .sort((a, b) => b.position - a.position);
  const page = chosen.slice(0, request.limit);
  const next = chosen.length > request.limit ? cursorAfter(page[page.length - 1]) : null;
  return { careers: page.map((c) => c.row), next };
}
