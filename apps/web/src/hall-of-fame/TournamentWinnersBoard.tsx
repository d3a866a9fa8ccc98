import { t } from '../i18n/i18n';
import { tons } from '../ui/words';
import type { TournamentWinners } from './fame-api';

/** The finished tournaments admitted after their export's audit, the winner's tonnage first (docs/accounts.md). */
export function TournamentWinnersBoard({ winners }: { readonly winners: TournamentWinners }) {
  return (
    <section class="panel" aria-labelledby="tournament-winners">
      <h2 id="tournament-winners">{t('fame.winners')}</h2>
      {winners.total === 0 && <p>{t('fame.noWinner')}</p>}
      {winners.entries.length > 0 && (
        <table class="hall-of-fame__table">
          <thead>
            <tr>
              <th scope="col">{t('fame.rank')}</th>
              <th scope="col">{t('fame.winner')}</th>
              <th scope="col">{t('fame.tournament')}</th>
              <th scope="col">{t('fame.tonnage')}</th>
              <th scope="col">{t('fame.audit')}</th>
            </tr>
          </thead>
          <tbody>
            {winners.entries.map((row) => (
              <tr key={row.tournamentId}>
                <td>{row.rank}</td>
                <th scope="row">
                  <a href={`/careers/${row.winner.careerId}`}>{row.winner.name}</a>
                </th>
                <td>
                  <a href={`/tournaments/${row.tournamentId}`}>
                    {t('fame.of', { tournament: row.tournament, entrants: row.entrants })}
                  </a>
                </td>
                <td>{tons(row.winner.tonnage)}</td>
                <td>
                  <a href={`/audit?tournament=${encodeURIComponent(row.tournamentId)}`}>{t('fame.verify')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
