import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n';

/** A column of a hall-of-fame table between the rank and the audit link. */
export interface FameColumn<Row> {
  readonly heading: string;
  readonly cell: (row: Row) => ComponentChildren;
}

interface FameTableProps<Row> {
  /** The first column names the row (its `th`). */
  readonly columns: readonly FameColumn<Row>[];
  readonly rows: readonly Row[];
  readonly keyOf: (row: Row) => string;
  /** The audit's query for the row: `career=…`, `game=…` or `tournament=…`. */
  readonly auditOf: (row: Row) => string;
}

/** One board of the hall of fame: the rank, the board's own columns, and "Verify yourself" in the browser's audit. */
export function FameTable<Row extends { readonly rank: number }>(props: FameTableProps<Row>) {
  const [named, ...others] = props.columns;
  return (
    <table class="hall-of-fame__table">
      <thead>
        <tr>
          <th scope="col">{t('fame.rank')}</th>
          {props.columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
          <th scope="col">{t('fame.audit')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.keyOf(row)}>
            <td>{row.rank}</td>
            <th scope="row">{named.cell(row)}</th>
            {others.map((column) => (
              <td key={column.heading}>{column.cell(row)}</td>
            ))}
            <td>
              <a href={`/audit?${props.auditOf(row)}`}>{t('fame.verify')}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
