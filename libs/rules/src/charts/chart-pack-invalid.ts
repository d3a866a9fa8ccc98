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
  readonly detail: string;

  constructor(path: ChartPath, detail: string) {
    const { where, field } = renderPath(path);
    const text = field ? `${field} ${detail}` : detail;
    super(`${where}: ${text}`);
    this.chart = typeof path[0] === 'string' ? path[0] : 'pack';
    this.where = where;
    this.detail = text;
  }
}

/** The part up to the last numbered row names the place (`E1.columns.atlantic row 3`); keys after it name the field. */
function renderPath(path: ChartPath): { where: string; field: string } {
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
      where += ` ${segment.label} ${segment.index + 1}`;
    }
  });
  const field = path
    .slice(headEnd)
    .map((segment) => (typeof segment === 'string' ? segment : `${segment.label} ${segment.index + 1}`))
    .join('.');
  return { where, field };
}
