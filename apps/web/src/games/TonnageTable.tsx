import { tons } from '../ui/words';

export interface TonnageRow {
  readonly seat: string;
  readonly kommandant: string;
  readonly tonnage: number;
  readonly winner: boolean;
}

/** 13.1.3: the tonnage each player sank, the winner named in words (not by colour alone). */
export function TonnageTable(props: {
  readonly caption: string;
  readonly rows: readonly TonnageRow[];
  /** The winner's row's class, where the screen marks it. */
  readonly winnerClass?: string;
}) {
  return (
    <table>
      <caption class="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Kommandant</th>
          <th scope="col" class="num">
            Tonnage sunk
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.seat} class={row.winner ? props.winnerClass : undefined}>
            <th scope="row">
              {row.kommandant}
              {row.winner && ' (winner)'}
            </th>
            <td class="num">{tons(row.tonnage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
