import { tons } from '../ui/words';
import { t } from '../i18n/i18n';

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
  /** A game of Beneath the Med: its players are Comandanti (10.1). */
  readonly med?: boolean;
}) {
  return (
    <table>
      <caption class="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(props.med ? 'start.comandante' : 'game.table.kommandant')}</th>
          <th scope="col" class="num">
            {t('game.tonnageSunk')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.seat} class={row.winner ? props.winnerClass : undefined}>
            <th scope="row">
              {row.kommandant}
              {row.winner && ` ${t('game.winner')}`}
            </th>
            <td class="num">{tons(row.tonnage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
