import { englishReason, type PackReason } from './pack-reasons';

/** A place inside a chart pack: the chart key first, then keys and numbered rows (`{ label: 'row', index: 6 }`). */
export type PathSegment = string | { readonly label: string; readonly index: number };
export type ChartPath = readonly PathSegment[];

/**
 * A chart pack failed validation. The message names the chart and the row, e.g.
 * `ChartPackInvalid: E2 row 7: result must be one of notDetected, detected, detectedAttackPlusOne`.
 */
export class ChartPackInvalid extends Error {
  override readonly name = 'ChartPackInvalid';
  readonly chart: string;
  readonly where: string;
  /** The field under the place (`tonnage`), or '' when the place itself is refused. */
  readonly field: string;
  readonly detail: string;

  constructor(
    /** The place, chart first, each numbered row with its label: a client words it in its language. */
    readonly path: ChartPath,
    /** Why, by code with its values (pack-reasons.ts). */
    readonly reason: PackReason,
  ) {
    const { where, field } = renderPath(path);
    const said = englishReason(reason);
    const text = field ? `${field} ${said}` : said;
    super(`${where}: ${text}`);
    this.chart = typeof path[0] === 'string' ? path[0] : 'pack';
    this.where = where;
    this.field = field;
    this.detail = text;
  }
}

/**
 * The part up to the last numbered row names the place (`E1.columns.atlantic row 3`); keys after it name the field.
 * `word` names a row's label (`row`, `band`) in a client's language; the library's own are English.
 */
export function renderPath(
  path: ChartPath,
  word: (label: string) => string = (label) => label,
): { where: string; field: string } {
  if (path.length === 0) return { where: 'pack', field: '' };
  let lastRow = -1;
  path.forEach((segment, i) => {
    if (typeof segment !== 'string') lastRow = i;
  });
  const headEnd = lastRow >= 0 ? lastRow + 1 : 1;
  let where = '';
  path.slice(0, headEnd).forEach((segment, i) => {
    const next = path[i + 1];
    if (typeof segment === 'string') {
      // An array key followed by its row number reads better as just "row 3".
      if (i > 0 && next !== undefined && typeof next !== 'string' && i + 1 < headEnd) return;
      where += i === 0 ? segment : `.${segment}`;
    } else {
      where += ` ${word(segment.label)} ${segment.index + 1}`;
    }
  });
  const field = path
    .slice(headEnd)
    .map((segment) => (typeof segment === 'string' ? segment : `${word(segment.label)} ${segment.index + 1}`))
    .join('.');
  return { where, field };
}
