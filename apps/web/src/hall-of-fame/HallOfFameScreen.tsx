import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { t } from '../i18n/i18n';
import { monthName, tons, victoryName } from '../ui/words';
import './hall-of-fame.css';

interface FameRow {
  readonly rank: number;
  readonly careerId: string;
  readonly kommandant: string;
  readonly patrols: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly victoryLevel: string | null;
}

interface Board {
  readonly uboatType: string;
  readonly startDate: string;
  readonly entries: readonly FameRow[];
}

/**
 * /hall-of-fame: the finished careers the server admitted after auditing their exports, one board per boat type
 * and start month; every row links to the browser's own audit of that career (docs/accounts.md "Hall of fame").
 */
export function HallOfFameScreen() {
  const boards = useSignal<readonly Board[] | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    api<{ boards: Board[] }>('/hall-of-fame')
      .then((answer) => (boards.value = answer.boards))
      .catch((e) => (failed.value = errorMessage(e)));
  }, [boards, failed]);
  return (
    <div class="hall-of-fame">
      <h1>{t('fame.title')}</h1>
      <p class="panel">{t('fame.intro')}</p>
      {failed.value && (
        <p class="alert alert--error" role="alert">
          {failed.value}
        </p>
      )}
      {boards.value?.length === 0 && <p class="panel">{t('fame.empty')}</p>}
      {boards.value?.map((board) => (
        <section key={`${board.uboatType}-${board.startDate}`} class="panel">
          <h2>{t('fame.board', { uboatType: board.uboatType, month: monthName(board.startDate) })}</h2>
          <table class="hall-of-fame__table">
            <thead>
              <tr>
                <th scope="col">{t('fame.rank')}</th>
                <th scope="col">{t('fame.kommandant')}</th>
                <th scope="col">{t('fame.patrols')}</th>
                <th scope="col">{t('fame.ships')}</th>
                <th scope="col">{t('fame.tonnage')}</th>
                <th scope="col">{t('fame.result')}</th>
                <th scope="col">{t('fame.audit')}</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((row) => (
                <tr key={row.careerId}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <a href={`/careers/${row.careerId}`}>{row.kommandant}</a>
                  </th>
                  <td>{row.patrols}</td>
                  <td>{row.shipsSunk}</td>
                  <td>{tons(row.tonnage)}</td>
                  <td>{row.victoryLevel ? victoryName(row.victoryLevel) : ''}</td>
                  <td>
                    <a href={`/audit?career=${encodeURIComponent(row.careerId)}`}>{t('fame.verify')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
